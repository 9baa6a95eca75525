// An existing database gets the catalogue this code would import: a seed recipe linked to a diet it
// breaks is unlinked, and every recipe's kept diets are judged again, as events of actor `system`,
// once (a second start, or two at once, append nothing more).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { commit } from '../../server/event-store/event-store.ts';
import { CATALOGUE_UPGRADE_VERSION, upgradeCatalogue } from '../../server/modules/catalogue/index.ts';
import { recipeStreamId, seedRecipeIdFor } from '../../server/modules/catalogue/catalogue.events.ts';
import { readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';

let database: TestDatabase;
let handle: DatabaseHandle;
const GLUTEN_FREE = referenceIdFor('diet', 'gluten-free');
const OMNIVORE = referenceIdFor('diet', 'omnivore');
// A seed recipe on bread: it breaks Gluten-Free.
const bready = readSeedRecipes().find((seed) => seed.ingredients.some((item) => /bread/i.test(item.ingredient)) && !seed.diets.includes('Gluten-Free'))!;
const streamId = recipeStreamId(seedRecipeIdFor(bready.name));
// A seed recipe whose file moved a two-hour soak out of its time and into a plan-ahead note.
const soaked = readSeedRecipes().find((seed) => seed.name === 'Coconut Pancake Bites')!;
const soakedStream = recipeStreamId(seedRecipeIdFor(soaked.name));

beforeAll(async () => {
  database = await createTestDatabase();
  handle = openDatabase(database.url, { max: 4 });
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

const eventsOf = async (stream: string) => (await handle.pool.query<{ event_type: string; data: any; actor: string }>(`select event_type, data, metadata->>'actor' as actor from events where stream_id = $1 order by stream_version`, [stream])).rows;

/** The database as an older Larder left it: the bread recipe linked to Gluten-Free, judged under older rules, and no upgrade done. */
async function asAnOlderDatabase() {
  const version = (await handle.pool.query<{ version: number }>('select version from streams where stream_id = $1', [streamId])).rows[0]!.version;
  await commit(handle.pool, {
    metadata: { actor: 'system', commandId: `older:${Math.random()}`, correlationId: 'older', causationId: 'older' },
    streams: [{ streamId, expectedVersion: version, ownerId: null, events: [
      { type: 'RecipeLinked', data: { recipeId: seedRecipeIdFor(bready.name), link: 'diet', value: GLUTEN_FREE } },
      { type: 'RecipeDietsAssessed', data: { recipeId: seedRecipeIdFor(bready.name), keptDietIds: [OMNIVORE, GLUTEN_FREE] } },
    ] }],
  });
  const { rows } = await handle.pool.query<{ version: number; data: any }>(`select s.version, e.data from streams s join events e on e.stream_id = s.stream_id and e.event_type = 'RecipeCreated' where s.stream_id = $1`, [soakedStream]);
  const created = rows[0]!;
  await commit(handle.pool, {
    metadata: { actor: 'system', commandId: `older-times:${Math.random()}`, correlationId: 'older', causationId: 'older' },
    streams: [{ streamId: soakedStream, expectedVersion: created.version, ownerId: null, events: [
      { type: 'RecipeDetailsChanged', data: { recipeId: created.data.recipeId, name: soaked.name, description: soaked.description, servings: soaked.servings, prepTime: 130, cookTime: 20, difficulty: soaked.difficulty, authorNutrition: created.data.nutrition, nutrition: created.data.nutrition } },
      // Imported before plan-ahead notes were kept.
      { type: 'RecipePlanAheadNoted', data: { recipeId: created.data.recipeId, planAhead: null } },
    ] }],
  });
  await handle.pool.query(`delete from events where stream_id = 'catalogue-upgrade'`);
  await handle.pool.query(`delete from streams where stream_id = 'catalogue-upgrade'`);
}

describe('the catalogue upgrade at start', () => {
  it('has run on a fresh database: the marker says so, and the seed needed no change', async () => {
    const marker = await eventsOf('catalogue-upgrade');
    expect(marker.map((event) => [event.event_type, event.data.version, event.actor])).toEqual([['CatalogueUpgradeApplied', CATALOGUE_UPGRADE_VERSION, 'system']]);
    expect(marker[0]!.data.recipesChanged).toBe(0);
  });

  it('corrects an older database once, as events of the system, even when two starts run it at once', async () => {
    await asAnOlderDatabase();
    const before = (await eventsOf(streamId)).length;
    const reports = await Promise.all([upgradeCatalogue(handle.pool, handle.db), upgradeCatalogue(handle.pool, handle.db)]);
    // Each recipe is changed by one of the two: which one depends on who reached its batch first.
    expect(reports[0]!.recipesChanged + reports[1]!.recipesChanged).toBe(2);
    const appended = (await eventsOf(streamId)).slice(before);
    expect(appended.map((event) => [event.event_type, event.data.link ?? null, event.data.value ?? null, event.actor])).toEqual([
      ['RecipeUnlinked', 'diet', GLUTEN_FREE, 'system'],
      ['RecipeDietsAssessed', null, null, 'system'],
    ]);
    expect(appended[1]!.data.keptDietIds).toContain(OMNIVORE);
    expect(appended[1]!.data.keptDietIds).not.toContain(GLUTEN_FREE);
    const retimed = (await eventsOf(soakedStream)).filter((event) => event.event_type === 'RecipeDetailsChanged').at(-1)!;
    expect([retimed.data.prepTime, retimed.data.cookTime, retimed.actor]).toEqual([soaked.prepMinutes, soaked.cookMinutes, 'system']);
    const noted = (await eventsOf(soakedStream)).filter((event) => event.event_type === 'RecipePlanAheadNoted').at(-1)!;
    expect([noted.data.planAhead, noted.actor]).toEqual(['Soak the rice in cold water overnight.', 'system']);
    // A later start reads the marker and stops.
    expect(await upgradeCatalogue(handle.pool, handle.db)).toEqual({ version: CATALOGUE_UPGRADE_VERSION, recipesChanged: 0 });
    expect((await eventsOf(streamId)).length).toBe(before + 2);
  });
});
