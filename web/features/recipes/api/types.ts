// The catalogue's recipe shapes as the API answers them: the server's own declarations
// (server/contract/recipes.ts, reference.ts).
export type { Favorite, Recipe, RecipeCard, RecipeIngredientLine, RecipeLinkEntry, RecipeOwnership, RecipeStep, RecipeWritten } from '@contract/recipes';
/** A diet, cuisine, food type or tag. */
export type { CatalogueEntry as CatalogueReference, MealTimeEntry } from '@contract/reference';
