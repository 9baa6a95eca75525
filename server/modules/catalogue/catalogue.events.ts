// Facts of the recipe catalogue. Stream: recipe-{recipeId}; shared (no owner): recipes are read by
// everyone. Everything the system works out (nutrition, cost, the vegetarian and vegan marks) is
// recorded in the event, so a replay never recomputes it from facts that may have changed since.
import type { DomainEvent } from '../../event-store/types.ts';
import { deterministicUuid } from '../../event-store/ids.ts';

export interface RecipeIngredientLine {
  ingredientId: string;
  quantity: number;
  unit: string;
}

export interface RecipeStep {
  stepId: string;
  stepNumber: number;
  instruction: string;
}

export interface RecipeNutrition {
  calories: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
  costPerServingCents: number | null;
}

export type RecipeCreated = DomainEvent<
  'RecipeCreated',
  {
    recipeId: string;
    /** 'system' for the seed catalogue, else the author's app user id. */
    authorId: string;
    name: string;
    description: string;
    servings: number;
    prepTime: number;
    cookTime: number;
    difficulty: string;
    ingredients: RecipeIngredientLine[];
    steps: RecipeStep[];
    cuisineIds: string[];
    dietIds: string[];
    mealTimes: string[];
    foodTypeIds: string[];
    tagIds: string[];
    nutrition: RecipeNutrition;
    isVegetarian: boolean;
    isVegan: boolean;
    createdAt: string;
  }
>;

export type CatalogueEvent = RecipeCreated;
export const catalogueEventTypes = ['RecipeCreated'] as const satisfies readonly CatalogueEvent['type'][];

export const recipeStreamId = (recipeId: string) => `recipe-${recipeId}`;
/** Seed recipes are known by name: every database gives a recipe the same id. */
export const seedRecipeIdFor = (name: string) => deterministicUuid(`recipe:${name.trim().toLowerCase()}`);
export const recipeStepIdFor = (recipeId: string, stepNumber: number) => deterministicUuid(`recipe-step:${recipeId}:${stepNumber}`);
