// (f) The catalogue at 50,000 recipes: GET /api/v1/recipe?search=... (name substrings of different
// selectivity, one page of 50) and the list's first page, through the real api over HTTP, plus the
// nutrition of the whole seed catalogue computed in one pass.
//
// The 50,000 recipes are bench-only rows written straight into the recipes read model of a throwaway
// database (each is a seed recipe under a new name and id, folded by the projection's own evolve), not
// events: the calls measured read only the read model, and a log of 50,000 recipes would measure the
// projector instead. The database is dropped afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { RecordedEvent } from '../../server/event-store/types.ts';
import { evolveRecipe, plannerKeysOf, type RecipeRow } from '../../server/modules/catalogue/catalogue.projection.ts';
import { computeRecipeNutrition } from '../../server/modules/catalogue/recipe-nutrition.ts';
import { factsByName, readSeedRecipes, seedFactLines } from '../../server/modules/catalogue/recipe-seed.ts';
import { seedRecipeCreated } from '../../server/modules/catalogue/seed-import.ts';
import { deterministicUuid } from '../../server/event-store/ids.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { startLarder } from '../../server/runtime.ts';
import { connect, cpuSince, cpuSnapshot, onCleanup, progress, round, summarize } from './support.ts';

export interface CatalogueSettings {
  recipes: number;
  /** Timed requests per query (after a warm-up of a tenth as many). */
  requests: number;
}

// Words that make a seed recipe's name into another plausible one: 589 seeds x 90 words > 50,000.
const VARIANTS = [
  'Classic', 'Quick', 'Easy', 'Weeknight', 'Rustic', 'Spicy', 'Smoky', 'Herby', 'Zesty', 'Creamy', 'Crispy', 'Hearty', 'Light', 'Summer', 'Winter',
  'Autumn', 'Spring', 'Sunday', 'Family', 'Homestyle', 'Grandma\'s', 'Street-Style', 'One-Pan', 'Sheet-Pan', 'Slow-Cooked', 'Grilled', 'Roasted',
  'Baked', 'Charred', 'Golden', 'Garlicky', 'Peppery', 'Tangy', 'Sweet', 'Savoury', 'Fresh', 'Simple', 'Festive', 'Midweek', 'Budget', 'Deluxe',
  'Mini', 'Big-Batch', 'Make-Ahead', 'Lunchbox', 'Picnic', 'Cosy', 'Bright', 'Green', 'Red', 'Golden-Crust', 'Coastal', 'Mountain', 'Village',
  'Market', 'Harvest', 'Garden', 'Orchard', 'Farmhouse', 'Bistro', 'Cafe', 'Diner', 'Brunch', 'Late-Night', 'Sunrise', 'Sunset', 'Holiday',
  'Everyday', 'Speedy', 'Lazy', 'Fancy', 'Proper', 'Real', 'Double', 'Triple', 'Half-Hour', 'Twenty-Minute', 'Ten-Minute', 'No-Fuss', 'Fuss-Free',
  'Traditional', 'Modern', 'New', 'Old-Fashioned', 'Country', 'City', 'Island', 'Riverside', 'Hillside', 'Seaside',
];

/** Searches from common to absent; the 2-character one cannot use trigrams. */
const TERMS = ['ch', 'chicken', 'Lemon', 'ricotta toast', 'smoky bean', 'zzqx'];

/**
 * Writes `count` bench-only recipes into the recipes read model through `client`: seed recipes under
 * new names ('Classic Shakshuka', 'Quick Shakshuka'...) and ids, each folded by the projection's own
 * evolve, so they keep their seed's cuisines, meal times, ingredients and kept diets; with the
 * planner's keys of each, as the projection writes them.
 */
export async function writeRecipeVariants(client: pg.Client, count: number): Promise<void> {
  const facts = factsByName();
  const seeds = readSeedRecipes();
  const createdAt = new Date().toISOString();
  const bases = seeds.map((seed) => seedRecipeCreated(seed, facts, createdAt));
  let rows: RecipeRow[] = [];
  const write = async () => {
    await client.query('insert into recipes select * from jsonb_populate_recordset(null::recipes, $1::jsonb)', [JSON.stringify(rows)]);
    await client.query('insert into recipe_planner_keys select * from jsonb_populate_recordset(null::recipe_planner_keys, $1::jsonb)', [JSON.stringify(rows.flatMap(plannerKeysOf))]);
    rows = [];
  };
  for (let n = 0; n < count; n++) {
    const base = bases[n % bases.length]!;
    const variant = VARIANTS[Math.floor(n / bases.length) % VARIANTS.length]!;
    const recipeId = deterministicUuid(`bench-recipe:${n}`);
    const event = { type: 'RecipeCreated', data: { ...base.data, recipeId, name: `${variant} ${base.data.name}` } } as unknown as RecordedEvent;
    rows.push(evolveRecipe(null, event)!);
    if (rows.length === 5_000) await write();
  }
  if (rows.length > 0) await write();
  await client.query('analyze recipes, recipe_planner_keys');
}

async function fillRecipes(url: string, count: number) {
  const client = await connect(url, 'larder-bench-catalogue');
  try {
    await writeRecipeVariants(client, count);
    const matches: Record<string, number> = {};
    for (const term of TERMS) {
      // As the search finds them (name-search.ts): every word, accents folded. No term holds % or _.
      const patterns = term.split(/\s+/).map((word) => `%${word}%`);
      const { rows: counted } = await client.query<{ count: number }>(`select count(*)::int as count from recipes where larder_unaccent(name) ilike all ($1::text[])`, [patterns]);
      matches[term] = counted[0]!.count;
    }
    return matches;
  } finally {
    await client.end();
  }
}

async function timeRequests(url: string, requests: number) {
  const warmUp = Math.max(5, Math.floor(requests / 10));
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < warmUp + requests; i++) {
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`);
    if (i >= warmUp) {
      samples.push(performance.now() - started);
      bytes = body.length;
    }
  }
  return { ...summarize(samples), bytes };
}

/** The seed catalogue's nutrition, all recipes in one pass, from the facts in memory. */
function nutritionPass() {
  const facts = factsByName();
  const seeds = readSeedRecipes();
  const runs: number[] = [];
  for (let run = 0; run < 20; run++) {
    const started = performance.now();
    for (const seed of seeds) computeRecipeNutrition(seedFactLines(seed, facts), seed.servings);
    runs.push(performance.now() - started);
  }
  const timing = summarize(runs);
  return { recipes: seeds.length, passMs: timing.p50, passMsMax: timing.max, microsecondsPerRecipe: round((timing.p50 * 1000) / seeds.length, 2) };
}

export async function catalogueBenchmark(databaseUrl: string, settings: CatalogueSettings) {
  progress(`catalogue: writing ${settings.recipes} recipes into the read model`);
  const matches = await fillRecipes(databaseUrl, settings.recipes);
  const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-images-'));
  onCleanup('catalogue images folder', () => fs.rmSync(imagesDir, { recursive: true, force: true }));
  const larder = await startLarder({ databaseUrl, roles: ['api'], port: 0, host: '127.0.0.1', webDistDir: false, imagesDir, log: () => {} });
  const stop = onCleanup('catalogue api', () => larder.stop());
  try {
    const cpu = cpuSnapshot();
    const search: Array<{ term: string; matches: number; latencyMs: ReturnType<typeof summarize> & { bytes: number } }> = [];
    for (const term of TERMS) {
      progress(`catalogue: search '${term}' (${matches[term]} matches)`);
      search.push({ term, matches: matches[term]!, latencyMs: await timeRequests(`${larder.url}/api/v1/recipe?search=${encodeURIComponent(term)}&limit=50`, settings.requests) });
    }
    progress('catalogue: first pages');
    const firstPage = await timeRequests(`${larder.url}/api/v1/recipe?limit=50`, settings.requests);
    const cuisines = ['thai', 'korean'].map((key) => referenceIdFor('cuisine', key)).join(',');
    const firstCuisinePage = await timeRequests(`${larder.url}/api/v1/recipe?cuisine_ids=${cuisines}&limit=50`, settings.requests);
    const searchInCuisines = await timeRequests(`${larder.url}/api/v1/recipe?search=rice&cuisine_ids=${cuisines}&limit=50`, settings.requests);
    const cpuShares = cpuSince(cpu);
    progress('catalogue: nutrition of the seed catalogue');
    return {
      recipes: settings.recipes,
      requestsPerQuery: settings.requests,
      search,
      searchP99WorstMs: Math.max(...search.map((entry) => entry.latencyMs.p99)),
      firstPage,
      firstCuisinePage,
      searchInCuisines,
      nutrition: nutritionPass(),
      cpu: cpuShares,
    };
  } finally {
    stop();
    await larder.stop();
  }
}
