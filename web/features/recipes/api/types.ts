// The catalogue's recipe shapes as the API answers them (catalogue spec §3, docs/api.md 'Recipes').

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
