// The recipe import slice's face: drafts read from pages, text and other apps' exports.
export { recipeImportRoutes, importMessages, type RecipeImportDeps } from './recipe-import.routes.ts';
export type { PageFetchOptions } from './page-fetch.ts';
