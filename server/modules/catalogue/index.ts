// The catalogue slice's face (first cut: the seed recipes in the log and their read model).
export { recipesProjection, type RecipeRow } from './catalogue.projection.ts';
export { catalogueEventTypes, recipeStreamId, seedRecipeIdFor, type RecipeCreated } from './catalogue.events.ts';
export { importSeedRecipes, seedRecipeCreated } from './seed-import.ts';
export { catalogueRoutes } from './catalogue.routes.ts';
