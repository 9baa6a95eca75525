// Facts of the recipe catalogue. Stream: recipe-{recipeId}; owner: the author's app user for the
// recipes cooks write (their tabs hear of changes), none for the seed catalogue (author 'system').
// Everything the system works out (nutrition, cost, the vegetarian and vegan marks) is recorded in
// the event, so a replay never recomputes it from facts that may have changed since.
import type { DomainEvent } from '../../event-store/types.ts';
import { deterministicUuid } from '../../event-store/ids.ts';
import type { IngredientFacts } from './recipe-nutrition.ts';

export interface RecipeIngredientLine {
  ingredientId: string;
  quantity: number;
  unit: string;
  /** Authored lines only (the edit form's notes); seed lines have none. */
  notes?: string | null;
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
    /** The diets it keeps, judged from its ingredients and nutrition (decision 0031); absent before they were judged. */
    keptDietIds?: string[];
    /** What to do the day before, when a step waits hours (soak, marinate, chill, rise); absent when nothing is. */
    planAhead?: string;
    /** The page an imported recipe was read from; absent for one typed in Larder. */
    sourceUrl?: string;
    createdAt: string;
    /**
     * Authored recipes: the numbers the author typed (null: left blank, so computed from the
     * ingredients) and the marks they ticked (used while the recipe has no ingredient lines).
     * Absent for the seed catalogue: everything computed.
     */
    authorNutrition?: RecipeNutrition;
    authorMarks?: { isVegetarian: boolean; isVegan: boolean };
  }
>;

/** The recipe's details after an edit, in full, with the nutrition that follows from them. */
export type RecipeDetailsChanged = DomainEvent<
  'RecipeDetailsChanged',
  {
    recipeId: string;
    name: string;
    description: string;
    servings: number;
    prepTime: number;
    cookTime: number;
    difficulty: string;
    authorNutrition: RecipeNutrition;
    nutrition: RecipeNutrition;
    /** Servings and nutrition decide Low-Carb, Keto and High-Protein; absent before diets were judged. */
    keptDietIds?: string[];
  }
>;

export type RecipeIngredientAdded = DomainEvent<
  'RecipeIngredientAdded',
  RecipeIngredientLine & {
    recipeId: string;
    /** The ingredient's facts as they were when added: the fallback when later facts are unknown. */
    facts: IngredientFacts;
  }
>;
export type RecipeIngredientRemoved = DomainEvent<'RecipeIngredientRemoved', { recipeId: string; ingredientId: string }>;

/** Recorded after every ingredient change: what the recipe's lines now add up to. */
export type RecipeNutritionRecalculated = DomainEvent<
  'RecipeNutritionRecalculated',
  { recipeId: string; nutrition: RecipeNutrition; isVegetarian: boolean; isVegan: boolean; keptDietIds?: string[] }
>;

/** A recipe's plan-ahead note set or cleared (the catalogue upgrade brings the seed's to existing databases). */
export type RecipePlanAheadNoted = DomainEvent<'RecipePlanAheadNoted', { recipeId: string; planAhead: string | null }>;

/** The diets a recipe keeps, judged again: by the catalogue upgrade when the rules or the facts changed. */
export type RecipeDietsAssessed = DomainEvent<'RecipeDietsAssessed', { recipeId: string; keptDietIds: string[] }>;

export type RecipeStepAdded = DomainEvent<'RecipeStepAdded', RecipeStep & { recipeId: string }>;
export type RecipeStepRemoved = DomainEvent<'RecipeStepRemoved', { recipeId: string; stepId: string }>;

export const RECIPE_LINKS = ['cuisine', 'diet', 'mealTime', 'foodType', 'tag'] as const;
export type RecipeLink = (typeof RECIPE_LINKS)[number];

export type RecipeLinked = DomainEvent<'RecipeLinked', { recipeId: string; link: RecipeLink; value: string }>;
export type RecipeUnlinked = DomainEvent<'RecipeUnlinked', { recipeId: string; link: RecipeLink; value: string }>;
export type RecipeDeleted = DomainEvent<'RecipeDeleted', { recipeId: string; deletedAt: string }>;

export type CatalogueEvent =
  | RecipeCreated
  | RecipeDetailsChanged
  | RecipeIngredientAdded
  | RecipeIngredientRemoved
  | RecipeNutritionRecalculated
  | RecipeDietsAssessed
  | RecipePlanAheadNoted
  | RecipeStepAdded
  | RecipeStepRemoved
  | RecipeLinked
  | RecipeUnlinked
  | RecipeDeleted;
export const catalogueEventTypes = [
  'RecipeCreated',
  'RecipeDetailsChanged',
  'RecipeIngredientAdded',
  'RecipeIngredientRemoved',
  'RecipeNutritionRecalculated',
  'RecipeDietsAssessed',
  'RecipePlanAheadNoted',
  'RecipeStepAdded',
  'RecipeStepRemoved',
  'RecipeLinked',
  'RecipeUnlinked',
  'RecipeDeleted',
] as const satisfies readonly CatalogueEvent['type'][];

export const recipeStreamId = (recipeId: string) => `recipe-${recipeId}`;
/** Seed recipes are known by name: every database gives a recipe the same id. */
export const seedRecipeIdFor = (name: string) => deterministicUuid(`recipe:${name.trim().toLowerCase()}`);
export const recipeStepIdFor = (recipeId: string, stepNumber: number) => deterministicUuid(`recipe-step:${recipeId}:${stepNumber}`);

/** The author id of the seed catalogue's recipes. */
export const SYSTEM_AUTHOR = 'system';
