// The recipes read model: one row per recipe, as the catalogue's calls read it.
import type { RecordedEvent } from '../../event-store/types.ts';
import { documentProjection } from '../../projections/projection.ts';
import { catalogueEventTypes, type CatalogueEvent, type RecipeIngredientLine, type RecipeStep } from './catalogue.events.ts';

export interface RecipeRow {
  id: string;
  author_id: string;
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
  ingredients: RecipeIngredientLine[];
  steps: RecipeStep[];
  cuisine_ids: string[];
  diet_ids: string[];
  meal_times: string[];
  food_type_ids: string[];
  tag_ids: string[];
  created_at: string | Date;
}

export function evolveRecipe(row: RecipeRow | null, recorded: RecordedEvent): RecipeRow | null {
  const event = recorded as unknown as CatalogueEvent;
  switch (event.type) {
    case 'RecipeCreated': {
      const recipe = event.data;
      return (
        row ?? {
          id: recipe.recipeId,
          author_id: recipe.authorId,
          name: recipe.name,
          description: recipe.description,
          servings: recipe.servings,
          prep_time: recipe.prepTime,
          cook_time: recipe.cookTime,
          total_time: recipe.prepTime + recipe.cookTime,
          difficulty: recipe.difficulty,
          calories: recipe.nutrition.calories,
          protein: recipe.nutrition.protein,
          carbohydrate: recipe.nutrition.carbohydrate,
          fat: recipe.nutrition.fat,
          cost_per_serving: recipe.nutrition.costPerServingCents,
          is_vegetarian: recipe.isVegetarian,
          is_vegan: recipe.isVegan,
          ingredients: recipe.ingredients,
          steps: recipe.steps,
          cuisine_ids: recipe.cuisineIds,
          diet_ids: recipe.dietIds,
          meal_times: recipe.mealTimes,
          food_type_ids: recipe.foodTypeIds,
          tag_ids: recipe.tagIds,
          created_at: recipe.createdAt,
        }
      );
    }
    default:
      return row;
  }
}

export const recipesProjection = documentProjection<RecipeRow>({
  name: 'recipes',
  version: 1,
  model: 'recipe',
  table: 'recipes',
  handles: catalogueEventTypes,
  keysOf: (event) => [(event.data as { recipeId: string }).recipeId],
  evolve: evolveRecipe,
});
