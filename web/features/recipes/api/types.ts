// The catalogue's recipe shapes as the API answers them (catalogue spec §3, docs/api.md 'Recipes').
import type { Measure } from '@/lib/amounts';

/** A recipe as lists and cards get it. */
export interface RecipeCard {
  id: string;
  name: string;
  description?: string | null;
  servings?: number | null;
  prep_time: number | null;
  cook_time: number | null;
  calories: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
  cost_per_serving?: number | null;
  image_url?: string | null;
  is_vegetarian: boolean;
  is_vegan: boolean;
  /** Beside the spec (decision 0031): the diets the recipe keeps, judged from its ingredients; null until judged. */
  kept_diet_ids?: string[] | null;
  /** The nutrition figures worked out from the ingredients, not typed by the author (decision 0034). */
  computed_nutrition?: string[] | null;
  difficulty?: string | null;
}

/** One recipe: the card plus its links. */
export interface Recipe extends RecipeCard {
  servings: number | null;
  cuisine_ids?: string[];
  diet_ids?: string[];
  meal_times?: string[];
  food_type_ids?: string[];
  tag_ids?: string[];
  /** The page an imported recipe was read from. */
  source_url?: string | null;
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
  quantity: number | null;
  unit_of_measurement: string | null;
  notes: string | null;
  /** Beside the spec (decision 0034): the amount at the written servings, said in metric unless asked for US; the screens say their own, scaled, with `measure`. */
  quantity_text?: string;
  /** The ingredient's figures that say an amount of it (a piece's name, a spoon's weight); null for an unknown ingredient. */
  measure?: Measure | null;
}

/** A diet, cuisine, food type or tag. */
export interface CatalogueReference {
  id: string;
  name: string;
  description?: string | null;
}

export interface Favorite {
  recipe_id: string;
  recipe?: RecipeCard;
}
