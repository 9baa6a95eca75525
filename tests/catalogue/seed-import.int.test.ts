// The seed catalogue in the event log: imported once (actor system), never twice, and rebuilt from
// the log into the same rows, with nutrition computed from the ingredient facts.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { importSeedRecipes, recipesProjection, seedRecipeIdFor } from '../../server/modules/catalogue/index.ts';
import { factsByName, readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { rebuildProjection } from '../../server/projections/rebuild.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

let database: TestDatabase;
let pool: pg.Pool;
const seeds = readSeedRecipes();

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 4 });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

const recipeEvents = async () =>
  (await pool.query<{ count: number }>(`select count(*)::int as count from events where event_type = 'RecipeCreated'`)).rows[0]!.count;

describe('the seed catalogue', () => {
  it('is in the log once per recipe, recorded by the system', async () => {
    expect(seeds.length).toBeGreaterThanOrEqual(500);
    expect(await recipeEvents()).toBe(seeds.length);
    const { rows } = await pool.query<{ actor: string }>(`select distinct metadata->>'actor' as actor from events where event_type = 'RecipeCreated'`);
    expect(rows).toEqual([{ actor: 'system' }]);
  });

  it('imports nothing the second time, even when two imports run at once', async () => {
    const reports = await Promise.all([importSeedRecipes(pool), importSeedRecipes(pool)]);
    expect(reports.map((report) => report.imported)).toEqual([0, 0]);
    expect(await recipeEvents()).toBe(seeds.length);
  });

  it('rebuilds into one row per recipe, the same rows every time', async () => {
    await rebuildProjection(database.url, recipesProjection, { batchSize: 97 });
    const first = (await pool.query('select * from recipes order by id')).rows;
    expect(first).toHaveLength(seeds.length);
    await rebuildProjection(database.url, recipesProjection);
    expect((await pool.query('select * from recipes order by id')).rows).toEqual(first);
  });

  it('carries nutrition per serving computed from the ingredient facts, and the vegan mark they allow', async () => {
    const facts = factsByName();
    const seed = seeds.find((recipe) => recipe.name === 'Bananas in Warm Coconut Milk')!;
    const { rows } = await pool.query('select * from recipes where id = $1', [seedRecipeIdFor(seed.name)]);
    const row = rows[0]!;
    // By hand: grams of each ingredient times its kcal per 100 g, over the servings.
    let kcal = 0;
    for (const item of seed.ingredients) {
      const fact = facts.get(item.ingredient.toLowerCase())!;
      kcal += (item.quantity * fact.grams_per_unit! * fact.calories_per_100g!) / 100;
    }
    expect(row.calories).toBe(Math.round(kcal / seed.servings));
    expect(row).toMatchObject({ name: seed.name, servings: seed.servings, total_time: seed.prepMinutes + seed.cookMinutes, is_vegan: true, author_id: 'system' });
    expect(row.steps.map((step: { instruction: string }) => step.instruction)).toEqual(seed.steps);
  });
});
