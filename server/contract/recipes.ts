// The catalogue's recipes as the API answers them (catalogue spec §3), and the authoring rules'
// limits and words, which the recipe decider enforces and the web forms check before sending.
import { BOUNDS } from './bounds.ts';
import type { Measure } from './units.ts';

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const RECIPE_LIMITS = { name: 120, description: 2000, instruction: 2000, difficulty: 40, servings: BOUNDS.servings, minutes: BOUNDS.minutes } as const;

/** Whole servings a recipe is written, cooked or planned for (catalogue spec §9). */
export const servingsMessage = `Servings must be a whole number from 1 to ${RECIPE_LIMITS.servings}.`;

export const recipeMessages = {
  notFound: 'Recipe not found',
  alreadyExists: 'This recipe already exists.',
  notAuthor: "Only the recipe's author can change it.",
  tagsAdminOnly: 'Only admins can change the tags of a recipe.',
  nameRequired: 'Recipe name is required',
  nameTooLong: `Recipe name must be at most ${RECIPE_LIMITS.name} characters.`,
  descriptionRequired: 'Recipe description is required',
  descriptionTooLong: `Recipe description must be at most ${RECIPE_LIMITS.description} characters.`,
  servings: servingsMessage,
  prepTime: 'Prep time must be a whole number of minutes from 0 to 10080 (a week).',
  cookTime: 'Cook time must be a whole number of minutes from 0 to 10080 (a week).',
  difficulty: 'Difficulty must be Easy, Medium or Hard.',
  difficultyTooLong: `Difficulty must be at most ${RECIPE_LIMITS.difficulty} characters.`,
  nutrition: `Calories, protein, carbohydrate, fat and cost per serving must be numbers from 0 to ${BOUNDS.nutrition.toLocaleString('en-US')}.`,
  quantity: 'Ingredient quantity must be a number above 0.',
  quantityTooLarge: `Ingredient quantity must be at most ${BOUNDS.quantity.toLocaleString('en-US')}.`,
  ingredientAlreadyIn: 'This ingredient is already in the recipe. Remove it first to change its quantity.',
  ingredientNotIn: 'This ingredient is not in the recipe.',
  stepNumber: 'Step number must be a whole number from 1 up.',
  stepNumberTaken: (stepNumber: number) => `There is already a step ${stepNumber}. Remove it first, or choose another number.`,
  instructionRequired: 'Step instruction is required',
  instructionTooLong: `Step instruction must be at most ${RECIPE_LIMITS.instruction} characters.`,
  stepNotFound: 'Recipe step not found',
  mealTime: 'Meal time must be Breakfast, Lunch, Dinner or Snack.',
} as const;

/** A recipe as lists and cards get it. */
export interface RecipeCard {
  id: string;
  name: string;
  description: string;
  servings: number;
  prep_time: number;
  cook_time: number;
  total_time: number;
  difficulty: string;
  calories: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
  cost_per_serving: number | null;
  is_vegetarian: boolean;
  is_vegan: boolean;
  /** Beside the spec (decision 0031): the diets the recipe keeps, judged from its ingredients; null until judged. */
  kept_diet_ids: string[] | null;
  /** Beside the spec (decision 0033): what to do the day before, or null. */
  plan_ahead: string | null;
  author_id: string;
  image_url: string;
}

/** One recipe: the card plus its links. */
export interface Recipe extends RecipeCard {
  /** The nutrition figures worked out from the ingredients, not typed by the author (decision 0034). */
  computed_nutrition: string[] | null;
  /** The page an imported recipe was read from. */
  source_url: string | null;
  cuisine_ids: string[];
  diet_ids: string[];
  meal_times: string[];
  food_type_ids: string[];
  tag_ids: string[];
  created_at: string;
}

export interface RecipeStep {
  id: string;
  step_number: number;
  instruction: string;
  recipe_id: string;
}

export interface RecipeIngredientLine {
  recipe_id: string;
  ingredient_id: string;
  ingredient_name: string;
  quantity: number;
  unit_of_measurement: string;
  notes: string | null;
  /** Beside the spec (decision 0034): the amount at the written servings, said in the cook's system; screens scale with `measure`. */
  quantity_text: string;
  /** The ingredient's figures that say an amount of it (a piece's name, a spoon's weight); null for an unknown ingredient. */
  measure: Measure | null;
}

/** A recipe's link to a cuisine, diet, food type or tag (named), or to a meal time (`time`). */
export interface RecipeLinkEntry {
  recipe_id: string;
  name?: string;
  cuisine_id?: string;
  diet_id?: string;
  food_type_id?: string;
  tag_id?: string;
  time?: string;
}

export interface Favorite {
  recipe_id: string;
  favorited_at: string;
  recipe: RecipeCard;
}

/** The answer to creating, importing or deleting a recipe. */
export interface RecipeWritten {
  recipeId: string;
  message: string;
}

export interface RecipeOwnership {
  recipe_owner: boolean;
}
