// The ingredients read model: one row per ingredient, as the ingredient calls, the pantry and the
// recipe lines read it. Food-group links live in the row (a jsonb array of ids with a GIN index):
// the by-food-group call is a containment query, and there is no second table to keep in step.
import { assertNever } from '../../event-store/decider.ts';
import type { RecordedEvent } from '../../event-store/types.ts';
import { documentProjection } from '../../projections/projection.ts';
import { readModels } from '../../contract/read-models.ts';
import type { IngredientsTable, ProjectedRow } from '../../db/schema.ts';
import { foodGroups, referenceIdFor } from '../../facts/reference-lists.ts';
import { ingredientEventTypes, type IngredientEvent, type IngredientFacts } from './ingredients.events.ts';

export type IngredientRow = ProjectedRow<IngredientsTable>;

const foodGroupNames = new Map(foodGroups.map((group) => [referenceIdFor('food-group', group.key), group.name]));
const primaryFoodGroup = (ids: readonly string[]) => ids.map((id) => foodGroupNames.get(id)).find((name) => name !== undefined) ?? 'Other';

/** The columns an event's facts decide (everything but the id, the author and the times). */
function factColumns(facts: IngredientFacts) {
  return {
    name: facts.name,
    primary_food_group: primaryFoodGroup(facts.foodGroupIds),
    unit_of_measurement: facts.unitOfMeasurement,
    grams_per_unit: facts.gramsPerUnit,
    estimated_shelf_life: facts.estimatedShelfLife,
    is_perishable: facts.isPerishable,
    is_vegetarian: facts.isVegetarian,
    is_vegan: facts.isVegan,
    calories_per_100g: facts.per100g.calories,
    protein_per_100g: facts.per100g.protein,
    carbohydrate_per_100g: facts.per100g.carbohydrate,
    fat_per_100g: facts.per100g.fat,
    estimated_cost_per_unit_cents: facts.estimatedCostPerUnitCents,
    source_ids: facts.sourceIds,
    description: facts.description,
    serving_size: facts.servingSize,
    calories_per_base_unit: facts.perServing.calories,
    protein: facts.perServing.protein,
    carbohydrate: facts.perServing.carbohydrate,
    fat: facts.perServing.fat,
    micronutrients: facts.micronutrients,
    common_uses: facts.commonUses,
    food_group_ids: [...facts.foodGroupIds],
  };
}

function withFoodGroups(row: IngredientRow, ids: string[], at: string): IngredientRow {
  return { ...row, food_group_ids: ids, primary_food_group: primaryFoodGroup(ids), updated_at: at };
}

/** Pure: the row after one event. An accepted event for a missing row is skipped (events are facts). */
export function evolveIngredient(row: IngredientRow | null, recorded: RecordedEvent): IngredientRow | null {
  const event = recorded as unknown as IngredientEvent;
  switch (event.type) {
    case 'IngredientCreated':
      return row ?? { id: event.data.ingredientId, ...factColumns(event.data), author_id: event.data.authorId, created_at: event.data.createdAt, updated_at: event.data.createdAt };
    case 'IngredientUpdated':
      return row && { ...row, ...factColumns(event.data), updated_at: event.data.updatedAt };
    case 'IngredientFoodGroupAdded': {
      if (!row || row.food_group_ids.includes(event.data.foodGroupId)) return row;
      return withFoodGroups(row, [...row.food_group_ids, event.data.foodGroupId], event.data.changedAt);
    }
    case 'IngredientFoodGroupRemoved':
      return row && withFoodGroups(row, row.food_group_ids.filter((id) => id !== event.data.foodGroupId), event.data.changedAt);
    default:
      return assertNever(event, 'ingredient event');
  }
}

export const ingredientsProjection = documentProjection<IngredientRow>({
  name: 'ingredients',
  version: 1,
  model: readModels.ingredient,
  table: 'ingredients',
  handles: ingredientEventTypes,
  keysOf: (event) => [(event.data as { ingredientId: string }).ingredientId],
  evolve: evolveIngredient,
});
