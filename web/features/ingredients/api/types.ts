// Ingredients as the catalogue screens read them: the server's own declarations (server/contract).
export type { Ingredient, IngredientFoodGroupLink } from '@contract/ingredients';
export type { ReferenceEntry as FoodGroup } from '@contract/reference';
