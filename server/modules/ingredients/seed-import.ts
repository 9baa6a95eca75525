// Imports the seed ingredients (ingredient-facts.csv) into the event log as IngredientCreated events
// with actor `system`, so a rebuild reproduces them. Ids follow from the names, as before the log
// held them, so the seed recipes' lines and existing pantry items keep pointing at the same rows.
// Idempotent: an ingredient whose stream exists is left alone, and two processes importing at once
// cannot both create one (each stream is created at 'no stream').
import type pg from 'pg';
import { commit } from '../../event-store/event-store.ts';
import { StreamVersionConflictError } from '../../event-store/errors.ts';
import { foodGroups, referenceIdFor } from '../../facts/reference-lists.ts';
import { ingredientStreamId, type IngredientCreated, type Nutrients } from './ingredients.events.ts';
import { readIngredientFacts } from '../../facts/ingredient-facts.ts';

const BATCH = 100;

type Fact = ReturnType<typeof readIngredientFacts>[number];

/**
 * The portion the seed's serving facts describe: 100 g or 100 ml for weighed and poured units (so
 * for grams they equal the per-100 g facts), one of anything counted.
 */
export const seedServingSize = (unit: string) => (unit === 'g' || unit === 'ml' ? 100 : 1);

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function perServing(fact: Fact, servingSize: number): Nutrients {
  const grams = fact.grams_per_unit === null ? null : servingSize * fact.grams_per_unit;
  const scale = (per100g: number | null) => (per100g === null || grams === null ? null : round((per100g * grams) / 100, 2));
  return {
    calories: scale(fact.calories_per_100g),
    protein: scale(fact.protein_per_100g),
    carbohydrate: scale(fact.carbohydrate_per_100g),
    fat: scale(fact.fat_per_100g),
  };
}

function foodGroupIdOf(name: string): string {
  const group = foodGroups.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`ingredient-facts.csv names an unknown food group: ${name}`);
  return referenceIdFor('food-group', group.key);
}

/** The event that records a seed ingredient (pure, given its facts and the import time). */
export function seedIngredientCreated(fact: Fact, createdAt: string): IngredientCreated {
  const servingSize = seedServingSize(fact.unit_of_measurement);
  return {
    type: 'IngredientCreated',
    data: {
      ingredientId: fact.id,
      authorId: 'system',
      name: fact.name,
      description: null,
      unitOfMeasurement: fact.unit_of_measurement,
      gramsPerUnit: fact.grams_per_unit,
      estimatedShelfLife: fact.estimated_shelf_life,
      servingSize,
      perServing: perServing(fact, servingSize),
      per100g: { calories: fact.calories_per_100g, protein: fact.protein_per_100g, carbohydrate: fact.carbohydrate_per_100g, fat: fact.fat_per_100g },
      micronutrients: null,
      estimatedCostPerUnitCents: fact.estimated_cost_per_unit_cents,
      commonUses: null,
      isPerishable: fact.is_perishable,
      isVegetarian: fact.is_vegetarian,
      isVegan: fact.is_vegan,
      foodGroupIds: [foodGroupIdOf(fact.primary_food_group)],
      sourceIds: fact.source_ids,
      createdAt,
    },
  };
}

export interface SeedIngredientReport {
  ingredients: number;
  imported: number;
}

export async function importSeedIngredients(pool: pg.Pool, now = new Date()): Promise<SeedIngredientReport> {
  const facts = readIngredientFacts();
  const streamIds = facts.map((fact) => ingredientStreamId(fact.id));
  const { rows } = await pool.query<{ stream_id: string }>('select stream_id from streams where stream_id = any($1::text[])', [streamIds]);
  const existing = new Set(rows.map((row) => row.stream_id));
  const missing = facts.filter((_fact, index) => !existing.has(streamIds[index]!));
  let imported = 0;
  for (let start = 0; start < missing.length; start += BATCH) {
    const batch = missing.slice(start, start + BATCH);
    const commandId = `seed-ingredients:${batch[0]!.id}:${batch.length}`;
    try {
      await commit(pool, {
        metadata: { actor: 'system', commandId, correlationId: 'seed-import', causationId: 'seed-import' },
        streams: batch.map((fact) => ({
          streamId: ingredientStreamId(fact.id),
          expectedVersion: 'no_stream' as const,
          ownerId: null,
          events: [seedIngredientCreated(fact, now.toISOString())],
        })),
      });
      imported += batch.length;
    } catch (error) {
      // Another process imported (some of) this batch at the same moment: what it wrote stands.
      if (!(error instanceof StreamVersionConflictError)) throw error;
    }
  }
  return { ingredients: facts.length, imported };
}
