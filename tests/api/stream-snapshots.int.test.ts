// Stream snapshots (decision 0021) against real PostgreSQL: a state loaded from a snapshot and the
// events after it equals the fold of the whole stream, for the grocery list, the pantry and the
// meal plan (one stream or several in one read); a
// snapshot of another schema is ignored; deleting every snapshot changes no answer; racing writers
// still get one winner per version and the snapshot never goes backwards nor past what committed.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { handleCommand, handleCommandAcross, loadStream, loadStreams } from '../../server/event-store/command-handler.ts';
import { fold, type Decider } from '../../server/event-store/decider.ts';
import { StreamVersionConflictError } from '../../server/event-store/errors.ts';
import { readStream } from '../../server/event-store/event-store.ts';
import { dropSnapshots, saveSnapshot } from '../../server/event-store/snapshots.ts';
import type { DomainEvent } from '../../server/event-store/types.ts';
import { groceryListDecider, type GroceryListCommand } from '../../server/modules/grocery/grocery-list.decider.ts';
import { groceryLineOrder, groceryListStreamId, type GroceryItem } from '../../server/modules/grocery/grocery.events.ts';
import type { GroceryListState } from '../../server/modules/grocery/grocery-list.state.ts';
import { pantryDecider, type PantryCommand, type PantryState } from '../../server/modules/pantry/pantry.decider.ts';
import { pantryItemIdsOf, pantryStreamId, type PantryEvent } from '../../server/modules/pantry/pantry.events.ts';
import { evolvePantryItem, type PantryItemRow } from '../../server/modules/pantry/pantry.projection.ts';
import { currentPantry } from '../../server/workflows/grocery-refresh/index.ts';
import { mealPlanDecider } from '../../server/modules/meal-plans/meal-plans.decider.ts';
import { mealPlanStream } from '../../server/modules/meal-plans/meal-plan.state.ts';
import { mealPlanStreamId } from '../../server/modules/meal-plans/meal-plans.events.ts';
import { writePlan } from '../fixtures/plan-log.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { newMetadata, seededRandom } from '../fixtures/pantry-log.ts';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 10 });
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** The same decider without snapshots: what every command folded before there were any. */
const unsnapshotted = <C, E extends DomainEvent, S>({ snapshot: _snapshot, ...decider }: Decider<C, E, S>): Decider<C, E, S> => decider;

/** The fold of every event of the stream, read afresh. */
async function fullFold<C, E extends DomainEvent, S>(streamId: string, decider: Decider<C, E, S>, upTo = Infinity) {
  const events = (await readStream(pool, streamId)).filter((event) => event.streamVersion <= upTo);
  return { state: fold(unsnapshotted(decider), events as unknown as E[]), version: events.at(-1)?.streamVersion ?? 0 };
}

async function snapshotRow(streamId: string) {
  const { rows } = await pool.query<{ stream_version: number; schema: string; state: unknown }>(
    'select stream_version, schema, state from stream_snapshots where stream_id = $1',
    [streamId],
  );
  return rows[0];
}

async function streamVersionOf(streamId: string) {
  const { rows } = await pool.query<{ version: number }>('select version from streams where stream_id = $1', [streamId]);
  return rows[0]?.version ?? 0;
}

// ---------------------------------------------------------------------------------------------- grocery

const TODAY = '2026-11-02';

function groceryItem(groceryListId: string, index: number, quantity: number, priced: boolean | undefined): GroceryItem {
  const item: GroceryItem = {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    ingredientId: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    ingredientName: `Ingredient ${index}`,
    quantity,
    unit: index % 2 === 0 ? 'g' : 'piece',
    primaryFoodGroup: index % 3 === 0 ? 'Vegetables' : 'Other',
    estimatedCostCents: priced ? Math.round(quantity * 7) : 0,
    notes: index % 4 === 0 ? null : `note ${index}`,
  };
  // Old refreshes had no `priced`: some lines leave it out, as they did.
  if (priced !== undefined) item.priced = priced;
  return item;
}

/** A random but reproducible grocery-list history: refreshes that add, drop and change lines, and marks. */
function groceryCommands(groceryListId: string, count: number, seed: number): GroceryListCommand[] {
  const random = seededRandom(seed);
  const appUserId = '20000000-0000-4000-8000-000000000001';
  const commands: GroceryListCommand[] = [];
  let shown: string[] = [];
  for (let step = 0; step < count; step++) {
    if (step === 0 || shown.length === 0 || random() < 0.55) {
      const items = Array.from({ length: 12 }, (_, index) => index)
        .filter(() => random() < 0.7)
        .map((index) => groceryItem(groceryListId, index, Math.round(random() * 50000) / 100, random() < 0.2 ? undefined : random() < 0.7))
        .sort(groceryLineOrder);
      shown = items.map((item) => item.id);
      const refresh = {
        groceryListId,
        mealPlanId: '30000000-0000-4000-8000-000000000001',
        appUserId,
        weekStart: '2026-11-02',
        endDate: '2026-11-08',
        items,
        differences: items.slice(0, 2).map((item) => ({
          ingredientId: item.ingredientId!,
          ingredientName: item.ingredientName,
          pantryQuantity: 1,
          originalQuantity: item.quantity + 1,
          unit: item.unit,
          mealSources: [{ mealId: randomUUID() }],
        })),
        totalItems: items.length,
        estimatedTotalCostCents: items.reduce((sum, item) => sum + item.estimatedCostCents, 0),
        refreshedAt: new Date(Date.UTC(2026, 10, 2, 0, step)).toISOString(),
      };
      commands.push({ type: 'RecordGroceryRefresh', refresh, today: TODAY });
    } else {
      const itemIds = shown.filter(() => random() < 0.4);
      if (itemIds.length === 0) itemIds.push(shown[0]!);
      const marks = random() < 0.5 ? { isInCart: random() < 0.6 } : random() < 0.5 ? { isPurchased: random() < 0.6 } : { isInCart: random() < 0.5, isPurchased: random() < 0.5 };
      commands.push({ type: 'MarkGroceryItems', appUserId, itemIds, ...marks, today: TODAY });
    }
  }
  return commands;
}

async function writeGroceryList(count: number, seed: number) {
  const groceryListId = randomUUID();
  const streamId = groceryListStreamId(groceryListId);
  const loadedAfter: Array<{ version: number; snapshotVersion: number | undefined }> = [];
  const commands = groceryCommands(groceryListId, count, seed);
  for (const command of commands) {
    await handleCommand(pool, { streamId, ownerId: null, decider: groceryListDecider, command, metadata: newMetadata() });
    const loaded = await loadStream(pool, streamId, groceryListDecider);
    const full = await fullFold(streamId, groceryListDecider);
    expect(loaded.version).toBe(full.version);
    expect(loaded.state).toStrictEqual(full.state);
    loadedAfter.push({ version: loaded.version, snapshotVersion: loaded.snapshotVersion });
  }
  return { streamId, loadedAfter, commands };
}

// ---------------------------------------------------------------------------------------------- pantry

const GRAMS = { unit_of_measurement: 'g', grams_per_unit: null };

/** A random but reproducible pantry history through its decider: adds, edits, confirmations, removals and cooking. */
async function writePantry(pantryId: string, appUserId: string, commands: number, seed: number, check: (streamId: string) => Promise<void>) {
  const random = seededRandom(seed);
  const streamId = pantryStreamId(pantryId);
  const ingredients = Array.from({ length: 6 }, () => randomUUID());
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const kinds = { add: 0, change: 0, expiry: 0, confirm: 0, unconfirm: 0, remove: 0, cook: 0, noLonger: 0 };
  for (let step = 0; step < commands; step++) {
    const { state } = await loadStream(pool, streamId, pantryDecider);
    const itemIds = Object.keys(state.items);
    const roll = random();
    let command: PantryCommand;
    if (itemIds.length < 3 || roll < 0.3) {
      kinds.add++;
      command = {
        type: 'AddPantryItems',
        pantryId,
        appUserId,
        latestAllowedPurchaseDate: '2026-11-30',
        items: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          itemId: randomUUID(),
          ingredientId: pick(ingredients),
          quantity: Math.round(random() * 100000) / 100 + 0.01,
          unitOfMeasurement: 'g',
          purchaseDate: '2026-11-01',
          // Equal expiry dates, so cooking's order among them (the order of adding) matters.
          expirationDate: random() < 0.3 ? null : pick(['2026-11-10', '2026-11-12', '2026-11-20']),
        })),
      };
    } else if (roll < 0.45) {
      kinds.change++;
      command = { type: 'ChangePantryItem', itemId: pick(itemIds), quantity: Math.round(random() * 50000) / 100 };
    } else if (roll < 0.55) {
      kinds.expiry++;
      command = { type: 'ChangePantryItem', itemId: pick(itemIds), expirationDate: random() < 0.3 ? null : pick(['2026-11-10', '2026-11-15']) };
    } else if (roll < 0.67) {
      const confirm = random() < 0.7;
      if (confirm) kinds.confirm++;
      else kinds.unconfirm++;
      command = { type: 'ConfirmPantryIngredient', ingredientId: state.items[pick(itemIds)]!.ingredientId, isConfirmed: confirm, confirmedAt: '2026-11-03T10:00:00.000Z' };
    } else if (roll < 0.77) {
      kinds.remove++;
      command = { type: 'RemovePantryItems', itemIds: [pick(itemIds)] };
    } else if (roll < 0.8) {
      kinds.noLonger++;
      command = { type: 'MarkIngredientNoLongerInPantry', ingredientId: state.items[pick(itemIds)]!.ingredientId };
    } else {
      kinds.cook++;
      const lines = ingredients.filter(() => random() < 0.5).map((ingredientId) => ({ ingredientId, quantity: Math.round(random() * 30000) / 100, unit: 'g' }));
      command = {
        type: 'UseIngredients',
        reason: { recipeId: randomUUID() },
        recipe: { servings: 4, lines },
        servings: 1 + Math.floor(random() * 6),
        units: Object.fromEntries(ingredients.map((ingredientId) => [ingredientId, GRAMS])),
      };
    }
    await handleCommand(pool, { streamId, ownerId: appUserId, decider: pantryDecider, command, metadata: newMetadata() });
    await check(streamId);
  }
  return { streamId, kinds };
}

async function expectPantryLoadsAsFullFold(streamId: string) {
  const loaded = await loadStream(pool, streamId, pantryDecider);
  const full = await fullFold(streamId, pantryDecider);
  expect(loaded.version).toBe(full.version);
  expect(loaded.state).toStrictEqual(full.state);
  // The order of the items is the order they were added in: cooking and confirming follow it.
  expect(Object.keys(loaded.state.items)).toEqual(Object.keys(full.state.items));
  return loaded;
}

describe('stream snapshots', () => {
  it('loads a grocery list from its snapshot and the events after it exactly as the fold of the whole stream', async () => {
    const every = groceryListDecider.snapshot!.every;
    const { streamId, loadedAfter } = await writeGroceryList(3 * every + 9, 11);
    const tip = await streamVersionOf(streamId);
    expect(tip).toBeGreaterThan(2 * every);
    // Snapshots were taken as the stream grew, and the last one is behind the tip.
    expect(loadedAfter.some((loaded) => loaded.snapshotVersion! > 0)).toBe(true);
    const snapshot = await snapshotRow(streamId);
    expect(snapshot).toMatchObject({ schema: groceryListDecider.snapshot!.schema });
    expect(snapshot!.stream_version).toBeGreaterThanOrEqual(tip - every);
    expect(snapshot!.stream_version).toBeLessThan(tip);
    // The snapshot itself is the fold up to its version.
    expect(snapshot!.state).toStrictEqual((await fullFold(streamId, groceryListDecider, snapshot!.stream_version)).state);
    const loaded = await loadStream(pool, streamId, groceryListDecider);
    expect(loaded.snapshotVersion).toBe(snapshot!.stream_version);
  });

  it('loads a pantry (adds, edits, removals, confirmations, cooking) from its snapshot exactly as the fold of the whole stream, in the same order', async () => {
    const every = pantryDecider.snapshot!.every;
    // Past two snapshots, and enough commands (130) that every kind of change comes up.
    const { streamId, kinds } = await writePantry(randomUUID(), randomUUID(), Math.max(2 * every + 30, 130), 7, async (id) => void (await expectPantryLoadsAsFullFold(id)));
    expect(Object.values(kinds).every((count) => count > 0)).toBe(true);
    const tip = await streamVersionOf(streamId);
    const snapshot = await snapshotRow(streamId);
    // (The loads checked after each command had every length of tail after the snapshot before it.)
    expect(snapshot!.stream_version).toBeGreaterThan(tip - every);
    const atSnapshot = await fullFold(streamId, pantryDecider, snapshot!.stream_version);
    expect(pantryDecider.snapshot!.fromJSON!(snapshot!.state)).toStrictEqual(atSnapshot.state);
    expect(Object.keys(pantryDecider.snapshot!.fromJSON!(snapshot!.state).items)).toEqual(Object.keys(atSnapshot.state.items));
  });

  it('gives a decision across streams the pantry as its state, folded from its snapshot, and the other streams as events', async () => {
    const every = pantryDecider.snapshot!.every;
    const appUserId = randomUUID();
    const { streamId } = await writePantry(randomUUID(), appUserId, every + 12, 11, async () => {});
    expect((await snapshotRow(streamId))!.stream_version).toBeGreaterThanOrEqual(every);
    const tip = await streamVersionOf(streamId);
    const whole = await fullFold(streamId, pantryDecider);
    const other = `across-${randomUUID()}`;
    const outcome = await handleCommandAcross(pool, {
      streams: [other, streamId],
      foldedWith: { [streamId]: pantryDecider },
      metadata: newMetadata(),
      decide: (loaded, folded) => {
        const pantry = folded.get(streamId) as PantryState;
        return {
          appends: [
            { streamId: other, ownerId: appUserId, events: [{ type: 'TestNoteWritten', data: { otherEvents: loaded.get(other)!.length, pantryEvents: loaded.has(streamId) } }] },
            { streamId, ownerId: appUserId, events: pantryDecider.decide({ type: 'RemovePantryItems', itemIds: [Object.keys(pantry.items)[0]!] }, pantry) as DomainEvent[] },
          ],
          result: pantry,
        };
      },
    });
    // Exactly the fold of the whole stream, though the load began at the snapshot.
    expect(outcome.result).toStrictEqual(whole.state);
    expect(outcome.versions).toEqual({ [other]: 1, [streamId]: tip + 1 });
    expect((await readStream(pool, other))[0]!.data).toEqual({ otherEvents: 0, pantryEvents: false });
  });

  it('reads a stream named in foldedWith from its snapshot, not from its first event (a planted snapshot shows through)', async () => {
    const { streamId } = await writePantry(randomUUID(), randomUUID(), 3, 13, async () => {});
    const tip = await streamVersionOf(streamId);
    const planted: PantryState = { items: {}, lastPaid: {} };
    await saveSnapshot(pool, { streamId, version: tip, schema: pantryDecider.snapshot!.schema, state: pantryDecider.snapshot!.toJSON ? pantryDecider.snapshot!.toJSON(planted) : planted });
    const outcome = await handleCommandAcross(pool, {
      streams: [streamId],
      foldedWith: { [streamId]: pantryDecider },
      metadata: newMetadata(),
      decide: (_loaded, folded) => ({ appends: [], result: Object.keys((folded.get(streamId) as PantryState).items).length }),
    });
    expect(outcome.result).toBe(0);
    expect(Object.keys((await fullFold(streamId, pantryDecider)).state.items).length).toBeGreaterThan(0);
    await pool.query('delete from stream_snapshots where stream_id = $1', [streamId]);
  });

  it('guards a stream read from its snapshot by its version: racing decisions across streams all land, each on the state the others left', async () => {
    const appUserId = randomUUID();
    const { streamId } = await writePantry(randomUUID(), appUserId, pantryDecider.snapshot!.every + 5, 12, async () => {});
    const before = await streamVersionOf(streamId);
    const { state } = await fullFold(streamId, pantryDecider);
    const doomed = Object.keys(state.items).slice(0, 5);
    expect(doomed.length).toBe(5);
    await Promise.all(
      doomed.map((itemId) =>
        handleCommandAcross(pool, {
          streams: [streamId],
          foldedWith: { [streamId]: pantryDecider },
          metadata: newMetadata(),
          decide: (_loaded, folded) => ({
            appends: [{ streamId, ownerId: appUserId, events: pantryDecider.decide({ type: 'RemovePantryItems', itemIds: [itemId] }, folded.get(streamId) as PantryState) as DomainEvent[] }],
            result: null,
          }),
          maxAttempts: 50,
        }),
      ),
    );
    const after = await fullFold(streamId, pantryDecider);
    expect(after.version).toBe(before + doomed.length);
    expect(Object.keys(after.state.items)).toEqual(Object.keys(state.items).slice(5));
  });

  it('folds from the snapshot rather than from the first event (a planted snapshot shows through)', async () => {
    const { streamId } = await writeGroceryList(5, 3);
    const tip = await streamVersionOf(streamId);
    const planted: GroceryListState = { list: null, items: [], differences: [], refreshedAt: 'planted' };
    await saveSnapshot(pool, { streamId, version: tip, schema: groceryListDecider.snapshot!.schema, state: planted });
    expect(await loadStream(pool, streamId, groceryListDecider)).toStrictEqual({ state: planted, version: tip, snapshotVersion: tip });
    await pool.query('delete from stream_snapshots where stream_id = $1', [streamId]);
  });

  it('ignores a snapshot of another schema, and one claiming a version the stream does not have', async () => {
    const { streamId } = await writeGroceryList(8, 5);
    const full = await fullFold(streamId, groceryListDecider);
    const bogus = { list: null, items: [], differences: [], refreshedAt: 'bogus' };
    await saveSnapshot(pool, { streamId, version: full.version, schema: 'grocery-list-state-0', state: bogus });
    expect(await snapshotRow(streamId)).toMatchObject({ stream_version: full.version, schema: 'grocery-list-state-0' });
    const loaded = await loadStream(pool, streamId, groceryListDecider);
    expect(loaded).toMatchObject({ version: full.version, snapshotVersion: 0 });
    expect(loaded.state).toStrictEqual(full.state);

    await saveSnapshot(pool, { streamId, version: full.version + 1, schema: groceryListDecider.snapshot!.schema, state: bogus });
    const past = await loadStream(pool, streamId, groceryListDecider);
    expect(past).toMatchObject({ version: full.version, snapshotVersion: 0 });
    expect(past.state).toStrictEqual(full.state);
  });

  it('records an unchanged refresh once, whether the list was loaded from a snapshot or from its first event', async () => {
    const { streamId, commands } = await writeGroceryList(45, 17);
    const loaded = await loadStream(pool, streamId, groceryListDecider);
    expect(loaded.snapshotVersion).toBeGreaterThan(0);
    // The latest computation again, later: its lines as the computation writes them, the list's as read back from the log.
    const last = commands.filter((command): command is Extract<GroceryListCommand, { type: 'RecordGroceryRefresh' }> => command.type === 'RecordGroceryRefresh').at(-1)!;
    const command: GroceryListCommand = { ...last, refresh: { ...last.refresh, refreshedAt: '2026-11-03T00:00:00.000Z' } };
    const fromSnapshot = await handleCommand(pool, { streamId, ownerId: null, decider: groceryListDecider, command, metadata: newMetadata() });
    expect(fromSnapshot.events).toEqual([]);
    const fromFirstEvent = await handleCommand(pool, { streamId, ownerId: null, decider: unsnapshotted(groceryListDecider), command, metadata: newMetadata() });
    expect(fromFirstEvent.events).toEqual([]);
  });

  it('gives the same answers with every snapshot deleted', async () => {
    const { streamId: listStream } = await writeGroceryList(45, 21);
    const { streamId: pantryStream } = await writePantry(randomUUID(), randomUUID(), 70, 9, async () => {});
    expect(await snapshotRow(listStream)).toBeDefined();
    expect(await snapshotRow(pantryStream)).toBeDefined();
    const withSnapshots = { list: await loadStream(pool, listStream, groceryListDecider), pantry: await loadStream(pool, pantryStream, pantryDecider) };
    expect(withSnapshots.list.snapshotVersion).toBeGreaterThan(0);
    expect(withSnapshots.pantry.snapshotVersion).toBeGreaterThan(0);

    expect(await dropSnapshots(pool)).toBeGreaterThanOrEqual(2);
    expect(await snapshotRow(listStream)).toBeUndefined();
    const without = { list: await loadStream(pool, listStream, groceryListDecider), pantry: await loadStream(pool, pantryStream, pantryDecider) };
    expect(without.list).toStrictEqual({ ...withSnapshots.list, snapshotVersion: 0 });
    expect(without.pantry).toStrictEqual({ ...withSnapshots.pantry, snapshotVersion: 0 });
    expect(Object.keys(without.pantry.state.items)).toEqual(Object.keys(withSnapshots.pantry.state.items));

    // And the same decisions: cooking everything the pantry holds takes the same amounts from the same items.
    const ingredientIds = [...new Set(Object.values(without.pantry.state.items).map((item) => item.ingredientId))];
    const cooking: PantryCommand = {
      type: 'UseIngredients',
      reason: { recipeId: randomUUID() },
      recipe: { servings: 1, lines: ingredientIds.map((ingredientId) => ({ ingredientId, quantity: 123.45, unit: 'g' })) },
      servings: 3,
      units: Object.fromEntries(ingredientIds.map((ingredientId) => [ingredientId, GRAMS])),
    };
    expect(pantryDecider.decide(cooking, without.pantry.state)).toStrictEqual(pantryDecider.decide(cooking, withSnapshots.pantry.state));
    // With no snapshot the next commit past `every` takes one again.
    const remark = await handleCommand(pool, {
      streamId: listStream,
      ownerId: null,
      decider: groceryListDecider,
      command: { type: 'MarkGroceryItems', appUserId: without.list.state.list!.appUserId, itemIds: [without.list.state.items[0]!.id], isInCart: !without.list.state.items[0]!.isInCart, today: TODAY },
      metadata: newMetadata(),
    });
    expect(remark.stream?.snapshotVersion).toBe(without.list.version + 1);
    expect((await snapshotRow(listStream))!.stream_version).toBe(without.list.version + 1);
  });

  it('lists the same pantry for the grocery refresh as the read model fold of the whole stream did', async () => {
    const appUserId = randomUUID();
    const pantryId = randomUUID();
    await pool.query(
      `insert into app_users (id, supabase_id, email, pantry_id, created_at) values ($1, $2, $3, $4, now())`,
      [appUserId, `sub-${appUserId}`, `${appUserId}@example.com`, pantryId],
    );
    // What the refresh computed from before snapshots: the read model's evolve per item, in the order first seen.
    const readModelFold = async (streamId: string) => {
      const items = new Map<string, PantryItemRow | null>();
      for (const event of await readStream(pool, streamId)) {
        for (const itemId of pantryItemIdsOf(event)) items.set(itemId, evolvePantryItem(items.get(itemId) ?? null, event));
      }
      return [...items.values()].flatMap((item) => (item ? [{ ingredientId: item.ingredient_id, quantity: item.quantity, unit: item.unit_of_measurement }] : []));
    };
    const { streamId, kinds } = await writePantry(pantryId, appUserId, 90, 13, async (id) => {
      expect((await currentPantry(pool, appUserId)).items).toStrictEqual(await readModelFold(id));
    });
    expect(Object.values(kinds).every((count) => count > 0)).toBe(true);
    expect((await snapshotRow(streamId))!.stream_version).toBeGreaterThan(0);
    expect((await currentPantry(pool, appUserId)).items.length).toBeGreaterThan(0);
    expect((await currentPantry(pool, randomUUID())).items).toEqual([]);
  });

  describe('with racing writers', () => {
    // A snapshot after every commit, so every commit of the race tries to write one.
    const eager: Decider<PantryCommand, PantryEvent, PantryState> = { ...pantryDecider, snapshot: { ...pantryDecider.snapshot!, every: 1 } };

    async function seedPantry(items: number) {
      const pantryId = randomUUID();
      const appUserId = randomUUID();
      const itemIds = Array.from({ length: items }, () => randomUUID());
      await handleCommand(pool, {
        streamId: pantryStreamId(pantryId),
        ownerId: appUserId,
        decider: eager,
        command: {
          type: 'AddPantryItems',
          pantryId,
          appUserId,
          latestAllowedPurchaseDate: '2026-11-30',
          items: itemIds.map((itemId) => ({ itemId, ingredientId: randomUUID(), quantity: 0.5, unitOfMeasurement: 'g', purchaseDate: '2026-11-01', expirationDate: null })),
        },
        metadata: newMetadata(),
      });
      return { streamId: pantryStreamId(pantryId), appUserId, itemIds };
    }

    /** The snapshot is the exact fold up to its version, and that version has committed. */
    async function expectSnapshotExact(streamId: string) {
      const snapshot = await snapshotRow(streamId);
      if (!snapshot) return 0;
      expect(snapshot.stream_version).toBeLessThanOrEqual(await streamVersionOf(streamId));
      const atSnapshot = await fullFold(streamId, pantryDecider, snapshot.stream_version);
      expect(atSnapshot.version).toBe(snapshot.stream_version);
      expect(pantryDecider.snapshot!.fromJSON!(snapshot.state)).toStrictEqual(atSnapshot.state);
      return snapshot.stream_version;
    }

    it('has exactly one winner at each version, and the snapshot follows the winners only', async () => {
      const { streamId, appUserId, itemIds } = await seedPantry(2);
      let last = await expectSnapshotExact(streamId);
      for (let round = 0; round < 25; round++) {
        const version = await streamVersionOf(streamId);
        // Both decide on the stream at `version` and pin it (If-Match): one lands, the other is refused.
        const outcomes = await Promise.allSettled(
          itemIds.map((itemId, writer) =>
            handleCommand(pool, { streamId, ownerId: appUserId, decider: eager, command: { type: 'ChangePantryItem', itemId, quantity: round * 10 + writer + 100 }, metadata: newMetadata(), expectedVersion: version }),
          ),
        );
        const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const lost = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        expect(lost[0]!.reason).toBeInstanceOf(StreamVersionConflictError);
        expect(await streamVersionOf(streamId)).toBe(version + 1);
        const now = await expectSnapshotExact(streamId);
        expect(now).toBe(version + 1);
        expect(now).toBeGreaterThanOrEqual(last);
        last = now;
      }
      const versions = (await readStream(pool, streamId)).map((event) => event.streamVersion);
      expect(versions).toEqual(Array.from({ length: versions.length }, (_, index) => index + 1));
    });

    it('never moves the snapshot backwards nor past the committed stream while writers retry through conflicts', async () => {
      const { streamId, appUserId, itemIds } = await seedPantry(4);
      const seen: number[] = [];
      let racing = true;
      const watcher = (async () => {
        while (racing) {
          const snapshot = await snapshotRow(streamId);
          const tip = await streamVersionOf(streamId);
          if (snapshot) {
            expect(snapshot.stream_version).toBeLessThanOrEqual(tip);
            seen.push(snapshot.stream_version);
          }
        }
      })();
      await Promise.all(
        itemIds.map(async (itemId, writer) => {
          for (let step = 1; step <= 15; step++) {
            await handleCommand(pool, { streamId, ownerId: appUserId, decider: eager, command: { type: 'ChangePantryItem', itemId, quantity: writer * 100 + step }, metadata: newMetadata() });
          }
        }),
      );
      racing = false;
      await watcher;
      const tip = await streamVersionOf(streamId);
      expect(tip).toBe(itemIds.length + itemIds.length * 15);
      expect(seen.length).toBeGreaterThan(0);
      for (let index = 1; index < seen.length; index++) expect(seen[index]!).toBeGreaterThanOrEqual(seen[index - 1]!);
      expect(await expectSnapshotExact(streamId)).toBe(tip);
      expect((await loadStream(pool, streamId, pantryDecider)).state).toStrictEqual((await fullFold(streamId, pantryDecider)).state);
      // An older snapshot arriving late does not replace a newer one.
      const newest = (await snapshotRow(streamId))!;
      await saveSnapshot(pool, { streamId, version: 1, schema: pantryDecider.snapshot!.schema, state: [] });
      expect((await snapshotRow(streamId))!.stream_version).toBe(newest.stream_version);
    });

    it('takes no snapshot from a state decided at one version but appended at another', async () => {
      const { streamId, appUserId, itemIds } = await seedPantry(2);
      const stale = await loadStream(pool, streamId, eager);
      expect(stale.snapshotVersion).toBe(2);
      await handleCommand(pool, { streamId, ownerId: appUserId, decider: eager, command: { type: 'ChangePantryItem', itemId: itemIds[0]!, quantity: 5 }, metadata: newMetadata() });
      expect((await snapshotRow(streamId))!.stream_version).toBe(3);
      // The caller holds version 2 but names version 3 (a newer ETag seen elsewhere): the store accepts
      // the append at 3, but the state folded at 2 plus this event is not the stream at 4.
      const outcome = await handleCommand(pool, {
        streamId,
        ownerId: appUserId,
        decider: eager,
        command: { type: 'ChangePantryItem', itemId: itemIds[1]!, quantity: 9 },
        metadata: newMetadata(),
        known: stale,
        expectedVersion: 3,
      });
      expect(outcome.duplicate).toBe(false);
      expect(await streamVersionOf(streamId)).toBe(4);
      expect((await snapshotRow(streamId))!.stream_version).toBe(3);
      await expectSnapshotExact(streamId);
      // The next command loads the stream afresh, and its snapshot is exact again.
      await handleCommand(pool, { streamId, ownerId: appUserId, decider: eager, command: { type: 'ChangePantryItem', itemId: itemIds[1]!, quantity: 11 }, metadata: newMetadata() });
      expect(await expectSnapshotExact(streamId)).toBe(5);
    });
  });
});

// ---------------------------------------------------------------------------------------------- meal plans
describe('meal plan snapshots', () => {
  const weekStart = '2026-11-23';
  /** A plan of 21 dinners (23 events), and some of them cooked through the decider. */
  async function writeCookedPlan(cooked: number) {
    const appUserId = randomUUID();
    const plan = await writePlan(pool, appUserId, weekStart, Array.from({ length: 21 }, (_, index) => ({ recipeId: randomUUID(), servings: 1 + (index % 4), recipeName: `dish ${index}` })));
    const streamId = mealPlanStreamId(appUserId, weekStart);
    for (const mealId of plan.mealIds.slice(0, cooked)) {
      await handleCommand(pool, { streamId, ownerId: appUserId, decider: mealPlanDecider, command: { type: 'CookMeal', mealId, servings: 2, cookedOn: weekStart, today: weekStart }, metadata: newMetadata() });
    }
    return { streamId, plan };
  }

  it('takes a snapshot once a command leaves a plan 20 events past the last, and loads it back as the fold of the whole stream, meals in order', async () => {
    const { streamId } = await writeCookedPlan(2);
    // 23 events written, then the first cooking took it to 24: past 20 without a snapshot.
    expect(await snapshotRow(streamId)).toMatchObject({ stream_version: 24, schema: mealPlanDecider.snapshot!.schema });
    const loaded = await loadStream(pool, streamId, mealPlanDecider);
    const whole = await fullFold(streamId, mealPlanDecider);
    expect(loaded).toMatchObject({ version: 25, snapshotVersion: 24 });
    expect(loaded.state).toStrictEqual(whole.state);
    expect(Object.keys(loaded.state.meals)).toEqual(Object.keys(whole.state.meals));
  });

  it('loads several plans in one read, each from its own snapshot or first event; a week with no stream at version 0', async () => {
    const snapshotted = await writeCookedPlan(3);
    const unsnapshotted = await writeCookedPlan(0);
    const missing = mealPlanStreamId(randomUUID(), weekStart);
    // A planted snapshot shows through: the loader really starts from it.
    const planted = { ...(await fullFold(snapshotted.streamId, mealPlanDecider, 25)).state, counts: { breakfast: 9, lunch: 9, dinner: 9 } };
    await saveSnapshot(pool, { streamId: snapshotted.streamId, version: 25, schema: mealPlanDecider.snapshot!.schema, state: mealPlanDecider.snapshot!.toJSON!(planted) });
    const loaded = await loadStreams(pool, [snapshotted.streamId, unsnapshotted.streamId, missing], mealPlanStream);
    expect([...loaded.keys()]).toEqual([snapshotted.streamId, unsnapshotted.streamId, missing]);
    const fromPlanted = loaded.get(snapshotted.streamId)!;
    expect(fromPlanted).toMatchObject({ version: 26, snapshotVersion: 25 });
    expect(Object.keys(fromPlanted.state.meals)).toEqual(Object.keys(planted.meals));
    expect(fromPlanted.state.counts).toEqual({ breakfast: 9, lunch: 9, dinner: 9 });
    expect(Object.values(fromPlanted.state.meals).filter((meal) => meal.cooked).length).toBe(3);
    expect(loaded.get(unsnapshotted.streamId)).toStrictEqual({ ...(await fullFold(unsnapshotted.streamId, mealPlanDecider)), snapshotVersion: 0 });
    expect(loaded.get(missing)).toStrictEqual({ state: mealPlanDecider.initialState(), version: 0, snapshotVersion: 0 });
    // Without the planted snapshot the same read is the whole fold.
    await pool.query('delete from stream_snapshots where stream_id = $1', [snapshotted.streamId]);
    expect((await loadStreams(pool, [snapshotted.streamId], mealPlanStream)).get(snapshotted.streamId)!.state).toStrictEqual((await fullFold(snapshotted.streamId, mealPlanDecider)).state);
  });
});
