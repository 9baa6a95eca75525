// The ingredient form as the create and edit calls send it (snake_case, numbers possibly as text,
// blanks as ''), read into the decider's terms. Text is stored as plain text (server/sanitize.ts).
// Only the fields a body names come out, so an edit changes those and keeps the rest. The body's
// id, image_url and author_id are not read: the path names the ingredient, its image path follows
// from its id, and the author is whoever created it.
import { z } from 'zod';
import { stripMarkup, toPlainText } from '../../sanitize.ts';
import type { IngredientChanges, IngredientInput } from './ingredients.decider.ts';

/** '' and null are 'not known'; numbers may arrive as text from form inputs. */
const number = (field: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? null : typeof value === 'string' ? Number(value.trim()) : value),
    z.number({ error: `${field} must be a number.` }).nullable(),
  );
const flag = (field: string) => z.boolean({ error: `${field} must be true or false.` }).nullable();
const text = (field: string) => z.string({ error: `${field} must be text.` }).nullable();

export const ingredientBodySchema = z.object({
  name: text('name'),
  description: text('description'),
  unit_of_measurement: text('unit_of_measurement'),
  grams_per_unit: number('grams_per_unit'),
  estimated_shelf_life: number('estimated_shelf_life'),
  serving_size: number('serving_size'),
  calories_per_base_unit: number('calories_per_base_unit'),
  protein: number('protein'),
  carbohydrate: number('carbohydrate'),
  fat: number('fat'),
  calories_per_100g: number('calories_per_100g'),
  protein_per_100g: number('protein_per_100g'),
  carbohydrate_per_100g: number('carbohydrate_per_100g'),
  fat_per_100g: number('fat_per_100g'),
  // JSON text; an object is taken as the JSON it stands for.
  micronutrients: z.preprocess((value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value), text('micronutrients')),
  estimated_cost_per_unit_cents: number('estimated_cost_per_unit_cents'),
  common_uses: text('common_uses'),
  is_perishable: flag('is_perishable'),
  is_vegetarian: flag('is_vegetarian'),
  is_vegan: flag('is_vegan'),
  food_group_ids: z.array(z.uuid({ error: 'Each of food_group_ids must be an id.' })).max(20, 'An ingredient belongs to at most 20 food groups.'),
  /** Names, as the entity's foodGroups field gives them. */
  foodGroups: z.array(z.string({ error: 'Each of foodGroups must be a food group name.' })).max(20, 'An ingredient belongs to at most 20 food groups.'),
}).partial();

export type IngredientBody = z.infer<typeof ingredientBodySchema>;

/** Free text as stored: plain, trimmed, and null when nothing is left. */
const plain = (value: string | null) => {
  if (value === null) return null;
  const cleaned = toPlainText(value).trim();
  return cleaned === '' ? null : cleaned;
};

/** The fields the body names, in the decider's terms. */
export function changesFromBody(body: IngredientBody): IngredientChanges {
  const changes: IngredientChanges = {};
  const perServing: NonNullable<IngredientChanges['perServing']> = {};
  const per100g: NonNullable<IngredientChanges['per100g']> = {};
  if (body.name !== undefined) changes.name = stripMarkup(body.name ?? '');
  if (body.description !== undefined) changes.description = plain(body.description);
  if (body.unit_of_measurement !== undefined) changes.unitOfMeasurement = (body.unit_of_measurement ?? '').trim();
  if (body.grams_per_unit !== undefined) changes.gramsPerUnit = body.grams_per_unit;
  if (body.estimated_shelf_life !== undefined) changes.estimatedShelfLife = body.estimated_shelf_life;
  if (body.serving_size !== undefined) changes.servingSize = body.serving_size;
  if (body.calories_per_base_unit !== undefined) perServing.calories = body.calories_per_base_unit;
  if (body.protein !== undefined) perServing.protein = body.protein;
  if (body.carbohydrate !== undefined) perServing.carbohydrate = body.carbohydrate;
  if (body.fat !== undefined) perServing.fat = body.fat;
  if (body.calories_per_100g !== undefined) per100g.calories = body.calories_per_100g;
  if (body.protein_per_100g !== undefined) per100g.protein = body.protein_per_100g;
  if (body.carbohydrate_per_100g !== undefined) per100g.carbohydrate = body.carbohydrate_per_100g;
  if (body.fat_per_100g !== undefined) per100g.fat = body.fat_per_100g;
  if (body.micronutrients !== undefined) changes.micronutrients = plain(body.micronutrients);
  if (body.estimated_cost_per_unit_cents !== undefined) changes.estimatedCostPerUnitCents = body.estimated_cost_per_unit_cents;
  if (body.common_uses !== undefined) changes.commonUses = plain(body.common_uses);
  if (body.is_perishable !== undefined) changes.isPerishable = body.is_perishable;
  if (body.is_vegetarian !== undefined) changes.isVegetarian = body.is_vegetarian;
  if (body.is_vegan !== undefined) changes.isVegan = body.is_vegan;
  if (Object.keys(perServing).length > 0) changes.perServing = perServing;
  if (Object.keys(per100g).length > 0) changes.per100g = per100g;
  return changes;
}

const UNKNOWN = { calories: null, protein: null, carbohydrate: null, fat: null };

/** A new ingredient: what the body names, every other fact unknown. */
export function newIngredientFromBody(body: IngredientBody, foodGroupIds: string[]): IngredientInput {
  const { perServing, per100g, ...changes } = changesFromBody(body);
  return {
    name: '',
    description: null,
    unitOfMeasurement: '',
    gramsPerUnit: null,
    estimatedShelfLife: null,
    servingSize: null,
    micronutrients: null,
    estimatedCostPerUnitCents: null,
    commonUses: null,
    isPerishable: null,
    isVegetarian: null,
    isVegan: null,
    ...changes,
    perServing: { ...UNKNOWN, ...perServing },
    per100g: { ...UNKNOWN, ...per100g },
    foodGroupIds,
  };
}
