// The seed ingredients in the event log: imported once (actor system) under the ids the seed recipes
// and pantry items already use, never twice, and projected into one row per ingredient.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { importSeedIngredients, ingredientIdFor, ingredientsProjection, readIngredientFacts } from '../../server/modules/ingredients/index.ts';
import { foodGroups, referenceIdFor } from '../../server/modules/reference/index.ts';
import { rebuildProjection } from '../../server/projections/rebuild.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

let database: TestDatabase;
let pool: pg.Pool;
const facts = readIngredientFacts();

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 4 });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const ingredientEvents = async () =>
  (await pool.query<{ count: number }>(`select count(*)::int as count from events where event_type = 'IngredientCreated'`)).rows[0]!.count;

describe('the seed ingredients', () => {
  it('are in the log once each after migration, recorded by the system, each in a food group of the list', async () => {
    expect(facts).toHaveLength(410);
    expect(await ingredientEvents()).toBe(410);
    const { rows } = await pool.query<{ actor: string; owner_id: string | null }>(`select distinct metadata->>'actor' as actor, owner_id from events where event_type = 'IngredientCreated'`);
    expect(rows).toEqual([{ actor: 'system', owner_id: null }]);
    const groupIds = new Set(foodGroups.map((group) => referenceIdFor('food-group', group.key)));
    const { rows: groups } = await pool.query<{ ids: string[] }>(`select data->'foodGroupIds' as ids from events where event_type = 'IngredientCreated'`);
    expect(groups.every((row) => row.ids.length === 1 && groupIds.has(row.ids[0]!))).toBe(true);
  });

  it('come before the seed recipes, which name them by the same ids', async () => {
    const { rows } = await pool.query<{ type: string; last: number; first: number }>(
      `select event_type as type, min(global_position)::int as first, max(global_position)::int as last from events where event_type in ('IngredientCreated', 'RecipeCreated') group by event_type`,
    );
    const byType = Object.fromEntries(rows.map((row) => [row.type, row]));
    expect(byType.IngredientCreated!.last).toBeLessThan(byType.RecipeCreated!.first);
    const streams = new Set((await pool.query<{ stream_id: string }>(`select stream_id from streams where stream_id like 'ingredient-%'`)).rows.map((row) => row.stream_id));
    const named = readSeedRecipes().flatMap((recipe) => recipe.ingredients.map((item) => `ingredient-${ingredientIdFor(item.ingredient)}`));
    expect(named.filter((streamId) => !streams.has(streamId))).toEqual([]);
  });

  it('import nothing the second time, even when two imports run at once', async () => {
    const reports = await Promise.all([importSeedIngredients(pool), importSeedIngredients(pool)]);
    expect(reports).toEqual([{ ingredients: 410, imported: 0 }, { ingredients: 410, imported: 0 }]);
    expect(await ingredientEvents()).toBe(410);
  });

  it('project into one row per ingredient with its facts, the same rows on every rebuild', async () => {
    await rebuildProjection(database.url, ingredientsProjection, { batchSize: 53 });
    const first = (await pool.query('select * from ingredients order by id')).rows;
    expect(first).toHaveLength(410);
    await rebuildProjection(database.url, ingredientsProjection);
    expect((await pool.query('select * from ingredients order by id')).rows).toEqual(first);

    const butter = facts.find((fact) => fact.name === 'Butter')!;
    const row = first.find((candidate) => candidate.id === ingredientIdFor('Butter'));
    expect(row).toMatchObject({
      name: 'Butter',
      primary_food_group: butter.primary_food_group,
      unit_of_measurement: butter.unit_of_measurement,
      estimated_shelf_life: butter.estimated_shelf_life,
      calories_per_100g: butter.calories_per_100g,
      source_ids: butter.source_ids,
      author_id: 'system',
      food_group_ids: [referenceIdFor('food-group', butter.primary_food_group.toLowerCase())],
    });
    // Blank facts stay unknown: the one ingredient without calories has none per serving either.
    const blank = facts.filter((fact) => fact.calories_per_100g === null).map((fact) => fact.id);
    expect(blank).toHaveLength(1);
    expect(first.find((candidate) => candidate.id === blank[0])).toMatchObject({ calories_per_100g: null, calories_per_base_unit: null });
  });
});
