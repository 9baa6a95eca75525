// The catalogue slice's face: recipes in the log and their read model, authoring, favourites, photos.
export { recipesProjection, type RecipeRow } from './catalogue.projection.ts';
export { favoritesProjection } from './favorites.projection.ts';
export { catalogueEventTypes, recipeStreamId, seedRecipeIdFor, type RecipeCreated } from './catalogue.events.ts';
export { favoritesStreamId } from './favorites.events.ts';
export { importSeedRecipes, seedRecipeCreated } from './seed-import.ts';
export { upgradeCatalogue, CATALOGUE_UPGRADE_VERSION } from './catalogue-upgrade.ts';
export { catalogueRoutes } from './catalogue.routes.ts';
export { myRecipesRoutes, recipeAuthoringRoutes } from './recipe-authoring.routes.ts';
export { recipeChildRoutes } from './recipe-children.routes.ts';
export { recipeImageKey, recipeImageReadRoutes, recipeImageWriteRoutes } from './recipe-images.routes.ts';
export { favoriteRoutes } from './favorites.routes.ts';
export { LIMITS, recipeDecider, recipeMessages } from './recipe.decider.ts';
export { actorOf, factsFor, runRecipeCommand, type RecipeWriteDeps } from './recipe-command.ts';
