// The recipes read model: one row per recipe, as the catalogue's calls read it. A deleted recipe's row
// goes. Accepted events are facts: one for a row that is not there is skipped.
import { assertNever } from '../../event-store/decider.ts';
import type { RecordedEvent } from '../../event-store/types.ts';
import { documentProjection } from '../../projections/projection.ts';
import { readModels } from '../../contract/read-models.ts';
import type { ProjectedRow, RecipesTable } from '../../db/schema.ts';
import { catalogueEventTypes, type CatalogueEvent, type RecipeLink, type RecipeNutrition } from './catalogue.events.ts';

export type RecipeRow = ProjectedRow<RecipesTable>;

const LINK_COLUMNS = { cuisine: 'cuisine_ids', diet: 'diet_ids', mealTime: 'meal_times', foodType: 'food_type_ids', tag: 'tag_ids' } as const satisfies Record<RecipeLink, keyof RecipeRow>;

/** The recipe's nutrition columns that no author typed: what its ingredients add up to. */
const computedNutrition = (author: RecipeNutrition | undefined) =>
  Object.entries(NUTRITION_COLUMNS).flatMap(([field, column]) => (author?.[field as keyof RecipeNutrition] == null ? [column] : []));

const NUTRITION_COLUMNS = { calories: 'calories', protein: 'protein', carbohydrate: 'carbohydrate', fat: 'fat', costPerServingCents: 'cost_per_serving' } as const satisfies Record<keyof RecipeNutrition, string>;

const nutritionColumns = (nutrition: RecipeNutrition) => ({
  calories: nutrition.calories,
  protein: nutrition.protein,
  carbohydrate: nutrition.carbohydrate,
  fat: nutrition.fat,
  cost_per_serving: nutrition.costPerServingCents,
});

export function evolveRecipe(row: RecipeRow | null, recorded: RecordedEvent): RecipeRow | null {
  const event = recorded as unknown as CatalogueEvent;
  if (event.type === 'RecipeCreated') {
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
        ...nutritionColumns(recipe.nutrition),
        computed_nutrition: computedNutrition(recipe.authorNutrition),
        is_vegetarian: recipe.isVegetarian,
        is_vegan: recipe.isVegan,
        kept_diet_ids: recipe.keptDietIds ?? null,
        plan_ahead: recipe.planAhead ?? null,
        source_url: recipe.sourceUrl ?? null,
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
  if (!row) return null;
  switch (event.type) {
    case 'RecipeDetailsChanged': {
      const data = event.data;
      return {
        ...row,
        name: data.name,
        description: data.description,
        servings: data.servings,
        prep_time: data.prepTime,
        cook_time: data.cookTime,
        total_time: data.prepTime + data.cookTime,
        difficulty: data.difficulty,
        ...nutritionColumns(data.nutrition),
        computed_nutrition: computedNutrition(data.authorNutrition),
        ...(data.keptDietIds && { kept_diet_ids: data.keptDietIds }),
      };
    }
    case 'RecipeIngredientAdded': {
      const { ingredientId, quantity, unit, notes } = event.data;
      return { ...row, ingredients: [...row.ingredients.filter((line) => line.ingredientId !== ingredientId), { ingredientId, quantity, unit, notes: notes ?? null }] };
    }
    case 'RecipeIngredientRemoved':
      return { ...row, ingredients: row.ingredients.filter((line) => line.ingredientId !== event.data.ingredientId) };
    case 'RecipeNutritionRecalculated':
      return { ...row, ...nutritionColumns(event.data.nutrition), is_vegetarian: event.data.isVegetarian, is_vegan: event.data.isVegan, ...(event.data.keptDietIds && { kept_diet_ids: event.data.keptDietIds }) };
    case 'RecipeDietsAssessed':
      return { ...row, kept_diet_ids: event.data.keptDietIds };
    case 'RecipePlanAheadNoted':
      return { ...row, plan_ahead: event.data.planAhead };
    case 'RecipeStepAdded': {
      const { stepId, stepNumber, instruction } = event.data;
      return { ...row, steps: [...row.steps.filter((step) => step.stepId !== stepId), { stepId, stepNumber, instruction }] };
    }
    case 'RecipeStepRemoved':
      return { ...row, steps: row.steps.filter((step) => step.stepId !== event.data.stepId) };
    case 'RecipeLinked': {
      const column = LINK_COLUMNS[event.data.link];
      const values = row[column];
      return values.includes(event.data.value) ? row : { ...row, [column]: [...values, event.data.value] };
    }
    case 'RecipeUnlinked': {
      const column = LINK_COLUMNS[event.data.link];
      return { ...row, [column]: row[column].filter((value) => value !== event.data.value) };
    }
    case 'RecipeDeleted':
      return null;
    default:
      return assertNever(event, 'recipe event');
  }
}

/** A recipe's place in the planner's fixed random order: the first 32 bits of its id, as a signed integer. */
export const shuffleKeyOf = (id: string): number => parseInt(id.slice(0, 8), 16) | 0;

/**
 * The planner's keys of a recipe (migration 0032): one per meal time and cuisine, with the diets it
 * keeps, so a cook's candidates are a range scan per cuisine. As the migration wrote them.
 */
export function plannerKeysOf(row: RecipeRow): Array<{ recipe_id: string; meal_time: string; cuisine_id: string; shuffle_key: number; kept_diet_ids: string[] }> {
  const mealTimes = [...new Set(row.meal_times.map((time) => time.toLowerCase()))];
  const cuisines = [...new Set(row.cuisine_ids)];
  const shuffleKey = shuffleKeyOf(row.id);
  return mealTimes.flatMap((mealTime) =>
    cuisines.map((cuisineId) => ({ recipe_id: row.id, meal_time: mealTime, cuisine_id: cuisineId, shuffle_key: shuffleKey, kept_diet_ids: row.kept_diet_ids ?? [] })),
  );
}

export const recipesProjection = documentProjection<RecipeRow>({
  name: 'recipes',
  // 2: authoring events (details, lines, steps, links, deletion). 3: the diets a recipe keeps. 4: plan-ahead notes.
  // 5: which nutrition figures were computed from the ingredients (decision 0034).
  version: 5,
  model: readModels.recipe,
  table: 'recipes',
  handles: catalogueEventTypes,
  keysOf: (event) => [(event.data as { recipeId: string }).recipeId],
  evolve: evolveRecipe,
  derived: { table: 'recipe_planner_keys', keyColumn: 'recipe_id', rowsOf: plannerKeysOf },
});
