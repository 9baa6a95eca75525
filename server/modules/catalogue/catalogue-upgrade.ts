// The catalogue upgrade: brings an existing database's recipes to what this code judges them to be
// (kept diets) and its seed recipes to their files (diet and tag links, times), as events with actor
// `system`, so a database imported under older rules or seed data gets the
// corrections a fresh one is imported with. Run at start after the seed import. Idempotent: a marker
// stream records the version done, each recipe's events are appended at the version they were
// decided on, and a process that loses that race leaves the winner's events standing.
import type pg from 'pg';
import { loadStreams } from '../../event-store/command-handler.ts';
import { commit, readStream } from '../../event-store/event-store.ts';
import { StreamVersionConflictError } from '../../event-store/errors.ts';
import type { DomainEvent, StreamAppend } from '../../event-store/types.ts';
import { readIngredientFacts } from '../../facts/ingredient-facts.ts';
import { defaultTags, diets, referenceIdFor } from '../../facts/reference-lists.ts';
import { SYSTEM_AUTHOR, seedRecipeIdFor, type CatalogueEvent } from './catalogue.events.ts';
import { ingredientFacts } from './catalogue.queries.ts';
import { recipeDecider, type FactsById, type RecipeCommand, type RecipeState } from './recipe.decider.ts';
import { readSeedRecipes, type SeedRecipe } from './recipe-seed.ts';
import { dietKeyOf } from '../../diets.ts';
import type { Db } from '../../db/database.ts';

/** Bump when a change to the rules, the traits or the seed files should reach existing databases. */
export const CATALOGUE_UPGRADE_VERSION = 2;
// 1: kept diets judged, seed diet and tag links, times and plan-ahead notes (decisions 0031, 0033).
// 2: cost per serving with every line priced, the food group's estimate where no price is known (decision 0034).
const MARKER_STREAM = 'catalogue-upgrade';
const SYSTEM = { appUserId: SYSTEM_AUTHOR, isAdmin: true };
const BATCH = 50;

export type CatalogueUpgradeApplied = DomainEvent<'CatalogueUpgradeApplied', { version: number; recipesChanged: number; appliedAt: string }>;

/** A seed recipe's diet and tag links and times, made what its file says (the file is checked: recipe-seed.ts). */
function seedCommands(state: RecipeState, seed: SeedRecipe | undefined, facts: FactsById): RecipeCommand[] {
  if (!seed || state.authorId !== SYSTEM_AUTHOR) return [];
  const ids = (kind: 'diet' | 'tag', names: string[], list: readonly { name: string; key: string }[]) => names.map((name) => referenceIdFor(kind, list.find((entry) => entry.name === name)?.key ?? dietKeyOf(name)));
  const links = (link: 'diet' | 'tag', wanted: string[]): RecipeCommand[] => [
    ...state.links[link].filter((id) => !wanted.includes(id)).map((value): RecipeCommand => ({ type: 'UnlinkRecipe', actor: SYSTEM, link, value })),
    ...wanted.filter((id) => !state.links[link].includes(id)).map((value): RecipeCommand => ({ type: 'LinkRecipe', actor: SYSTEM, link, value })),
  ];
  const times = state.details.prepTime === seed.prepMinutes && state.details.cookTime === seed.cookMinutes ? [] : [{ type: 'ChangeRecipeDetails', actor: SYSTEM, changes: { prepTime: seed.prepMinutes, cookTime: seed.cookMinutes }, facts } satisfies RecipeCommand];
  const planAhead: RecipeCommand = { type: 'NotePlanAhead', planAhead: seed.planAhead ?? null };
  return [...links('diet', ids('diet', seed.diets, diets)), ...links('tag', ids('tag', seed.tags, defaultTags)), ...times, planAhead];
}

/** The events that bring one recipe up to date, each decided on the state the ones before left. */
export function upgradeEventsFor(state: RecipeState, seed: SeedRecipe | undefined, facts: FactsById): CatalogueEvent[] {
  if (state.status !== 'active') return [];
  const events: CatalogueEvent[] = [];
  let current = state;
  const reassess: RecipeCommand[] = [{ type: 'RecalculateRecipeNutrition', facts }, { type: 'AssessRecipeDiets', facts }];
  for (const command of [...seedCommands(state, seed, facts), ...reassess]) {
    const decided = recipeDecider.decide(command, current);
    events.push(...decided);
    current = decided.reduce(recipeDecider.evolve, current);
  }
  return events;
}

/** Facts of these ingredients: the ingredients read model's, else the seed facts file's (a fresh database's read model may lag its import). */
async function factsForUpgrade(db: Db, ids: string[], seedFacts: FactsById): Promise<FactsById> {
  return { ...seedFacts, ...(await ingredientFacts(db, ids)) };
}

export async function upgradeCatalogue(pool: pg.Pool, db: Db, now = new Date()): Promise<{ version: number; recipesChanged: number }> {
  const marker = await readStream(pool, MARKER_STREAM);
  const done = marker.reduce((version, event) => Math.max(version, (event.data as CatalogueUpgradeApplied['data']).version), 0);
  if (done >= CATALOGUE_UPGRADE_VERSION) return { version: done, recipesChanged: 0 };

  const seeds = new Map(readSeedRecipes().map((seed) => [seedRecipeIdFor(seed.name), seed]));
  const seedFacts: FactsById = Object.fromEntries(readIngredientFacts().map(({ id, ...facts }) => [id, facts]));
  const { rows } = await pool.query<{ stream_id: string }>(`select stream_id from streams where stream_id like 'recipe-%' order by stream_id`);
  let recipesChanged = 0;
  for (let from = 0; from < rows.length; from += BATCH) {
    const streamIds = rows.slice(from, from + BATCH).map((row) => row.stream_id);
    const loaded = await loadStreams(pool, streamIds, recipeDecider);
    const facts = await factsForUpgrade(db, [...new Set([...loaded.values()].flatMap(({ state }) => state.lines.map((line) => line.ingredientId)))], seedFacts);
    const appends: StreamAppend[] = [];
    for (const [streamId, { state, version }] of loaded) {
      const events = upgradeEventsFor(state, seeds.get(state.recipeId), facts);
      if (events.length === 0) continue;
      appends.push({ streamId, expectedVersion: version, ownerId: state.authorId === SYSTEM_AUTHOR ? null : state.authorId, events: events as DomainEvent[] });
    }
    if (appends.length === 0) continue;
    try {
      await commit(pool, { metadata: { actor: 'system', commandId: `catalogue-upgrade:${CATALOGUE_UPGRADE_VERSION}:${streamIds[0]}`, correlationId: 'catalogue-upgrade', causationId: 'catalogue-upgrade' }, streams: appends });
      recipesChanged += appends.length;
    } catch (error) {
      // Another process upgraded (or a cook changed) one of these recipes meanwhile: what it wrote stands.
      if (!(error instanceof StreamVersionConflictError)) throw error;
    }
  }
  const applied: CatalogueUpgradeApplied = { type: 'CatalogueUpgradeApplied', data: { version: CATALOGUE_UPGRADE_VERSION, recipesChanged, appliedAt: now.toISOString() } };
  try {
    await commit(pool, { metadata: { actor: 'system', commandId: `catalogue-upgrade:${CATALOGUE_UPGRADE_VERSION}`, correlationId: 'catalogue-upgrade', causationId: 'catalogue-upgrade' }, streams: [{ streamId: MARKER_STREAM, expectedVersion: marker.length === 0 ? 'no_stream' : marker[marker.length - 1]!.streamVersion, ownerId: null, events: [applied] }] });
  } catch (error) {
    if (!(error instanceof StreamVersionConflictError)) throw error;
  }
  return { version: CATALOGUE_UPGRADE_VERSION, recipesChanged };
}
