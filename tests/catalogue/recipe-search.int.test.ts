// Searching recipes by name as a cook types: case and accents do not matter, and every word of the
// search must appear somewhere in the name, in any order and each as a part of a word.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipesProjection } from '../../server/modules/catalogue/index.ts';
import { readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { rebuildProjection } from '../../server/projections/rebuild.ts';
import { ApiClient, eventually, signIn, startTestLarder, type TestLarder } from '../setup/larder.ts';

let larder: TestLarder;
let visitor: ApiClient;
const seeds = readSeedRecipes();

beforeAll(async () => {
  larder = await startTestLarder();
  visitor = new ApiClient(larder.baseUrl);
  await eventually(async () => ((await visitor.get('/api/v1/recipe')).body as unknown[]).length === seeds.length, 20_000, 'the recipes read model');
}, 60_000);
afterAll(async () => {
  await larder?.close();
});

async function found(search: string): Promise<string[]> {
  const { status, body } = await visitor.get(`/api/v1/recipe?search=${encodeURIComponent(search)}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.map((card: { name: string }) => card.name);
}

/** The definitions of the trigram indexes that serve the search (whatever a rebuild names them). */
async function searchIndexes(): Promise<string[]> {
  const client = new pg.Client({ connectionString: larder.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ indexdef: string }>(`select indexdef from pg_indexes where schemaname = 'public' and tablename = 'recipes' and indexdef like '%gin_trgm_ops%'`);
    return rows.map((row) => row.indexdef.replace(/^CREATE INDEX \S+/, 'CREATE INDEX'));
  } finally {
    await client.end();
  }
}

/** The seed recipes whose names hold every one of these words, by hand. */
const seedsNaming = (...words: string[]) =>
  seeds
    .map((recipe) => recipe.name)
    .filter((name) => words.every((word) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().includes(word)))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('searching recipes by name', () => {
  it('ignores accents, in the name and in the search', async () => {
    const provencal = seedsNaming('provencal');
    expect(provencal).toEqual(['Provençal Herb Tofu Scramble', 'Provençal Vegetable Stew', 'Provençal-Style Vegetable Stew']);
    expect(await found('provencal')).toEqual(provencal);
    expect(await found('PROVENÇAL')).toEqual(provencal);
    expect(await found('Provençal')).toEqual(provencal);
    // Three 'Crêpes' and one 'Crepes'.
    expect(seedsNaming('crepes')).toHaveLength(4);
    expect(await found('crepes')).toEqual(seedsNaming('crepes'));
  });

  it('finds names holding every word, in any order, each as part of a word', async () => {
    for (const search of ['beef broccoli', 'broccoli beef', 'Brocc  BEEF', ' beef and broccoli ']) {
      expect(await found(search), search).toEqual(['Beef and Broccoli']);
    }
    expect(await found('vegetable stew provencal')).toEqual(['Provençal Vegetable Stew', 'Provençal-Style Vegetable Stew']);
  });

  it('finds nothing when one word matches nothing, and takes % and _ literally', async () => {
    expect(await found('zzqx')).toEqual([]);
    expect(await found('beef zzqx')).toEqual([]);
    expect(await found('beef %')).toEqual([]);
    expect(await found('_ broccoli')).toEqual([]);
  });

  it("finds a cook's own recipe the same way, before and after a rebuild of the read model", async () => {
    const cook = await signIn(larder, { ready: false });
    const { status } = await cook.client.post('/api/v1/recipe', {
      name: 'Crème Brûlée for Two',
      description: '',
      servings: 2,
      prep_time: 10,
      cook_time: 40,
      total_time: 50,
      difficulty: 'Medium',
      nutritionalInfo: { calories: '', protein: '', carbohydrate: '', fat: '' },
    });
    expect(status).toBe(201);
    await eventually(async () => (await found('brulee creme')).length === 1, 10_000, 'the new recipe in the search');
    const indexes = await searchIndexes();
    expect(indexes).toEqual(['CREATE INDEX ON public.recipes USING gin (larder_unaccent(name) gin_trgm_ops)']);
    await rebuildProjection(larder.database.url, recipesProjection, { batchSize: 50 });
    expect(await searchIndexes()).toEqual(indexes);
    expect(await found('brulee creme')).toEqual(['Crème Brûlée for Two']);
    expect(await found('provencal stew')).toEqual(['Provençal Vegetable Stew', 'Provençal-Style Vegetable Stew']);
  });
});
