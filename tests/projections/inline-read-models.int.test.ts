// The pantry and the meal plans are written in the command's own transaction (decision 0041), and by
// the runner for whatever a commit could not apply. Whichever applies an event, each is applied exactly
// once and in stream order, and the tables equal what a rebuild from the log makes of them.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { applyInCommits, commit, type Queryable } from '../../server/event-store/event-store.ts';
import type { StreamAppend } from '../../server/event-store/types.ts';
import { mealPlansProjection } from '../../server/modules/meal-plans/meal-plans.projection.ts';
import { generateWeek } from '../../server/modules/meal-plans/generate-week.ts';
import { mealPlanStreamId } from '../../server/modules/meal-plans/meal-plans.events.ts';
import { pantryProjection } from '../../server/modules/pantry/pantry.projection.ts';
import { pantryStreamId } from '../../server/modules/pantry/pantry.events.ts';
import { appliedInline, inCommitApplier, type InlineProjection } from '../../server/projections/inline.ts';
import { rebuildProjection } from '../../server/projections/rebuild.ts';
import { ProjectionRunner } from '../../server/projections/runner.ts';
import { addSpinach, audited, createAuditTable, newMetadata, PantryWorkload, readAudit, seededRandom, sleep } from '../fixtures/pantry-log.ts';
import { writePlan } from '../fixtures/plan-log.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { eventually } from '../setup/larder.ts';

let database: TestDatabase;
/** Its commits write the inline read models (as every Larder process's pool does). */
let inlinePool: pg.Pool;
/** Its commits do not: the runner must (a process of an older version, a script). */
let plainPool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  inlinePool = createPool(database.url, { max: 8 });
  plainPool = createPool(database.url, { max: 8 });
  await createAuditTable(plainPool);
});

afterAll(async () => {
  await inlinePool?.end();
  await plainPool?.end();
  await database?.drop();
});

const MARKS = { pantry: 'pantry_stream_marks', meal_plans: 'meal_plan_stream_marks' } as const;
const TABLES = ['pantry_items', 'meal_plans', 'meals', MARKS.pantry, MARKS.meal_plans];

/** The production projection with every event its rows receive counted, whoever applies it. */
const countedInline = (projection: InlineProjection, marks: string) => appliedInline(audited(projection.inner, projection.name), marks);

/** Every row of every table the two read models own, as stored. */
async function storedTables(db: Queryable) {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) tables[table] = (await db.query(`select * from ${table} order by 1`)).rows;
  return tables;
}

/** Every event each projection handles is at or before its checkpoint. */
async function caughtUp(db: Queryable, projections: readonly InlineProjection[]) {
  for (const projection of projections) {
    await eventually(async () => {
      const { rows } = await db.query<{ behind: number }>(
        `select count(*)::int as behind from events e where e.event_type = any($1::text[]) and not exists (
           select 1 from projection_checkpoints c where c.name = $2 and (e.transaction_id, e.global_position) <= (c.transaction_id, c.global_position))`,
        [projection.handles, projection.name],
      );
      return rows[0]!.behind === 0;
    }, 30_000, `${projection.name} to catch up`);
  }
}

/** Runs `projection`'s runner until `done` holds. */
async function runUntil(projection: InlineProjection, done: () => Promise<boolean>, what: string) {
  const runner = new ProjectionRunner(projection, { url: database.url, pollMs: 20 });
  runner.start();
  try {
    await eventually(done, 15_000, what);
  } finally {
    await runner.stop();
  }
}

describe('read models written in the command’s own transaction', () => {
  it('equal the rebuilt ones after a random mix of commands, inline, through the runner and reordered by early transactions, each event applied once', async () => {
    const pantry = countedInline(pantryProjection, MARKS.pantry);
    const plans = countedInline(mealPlansProjection, MARKS.meal_plans);
    // Six processes, one writer each (a process applies the read models only in a commit it has alone).
    const processes = Array.from({ length: 6 }, () => createPool(database.url, { max: 2 }));
    const stops = processes.map((pool) => applyInCommits(pool, inCommitApplier([pantry, plans])));
    const runners = [pantry, plans].map((projection) => new ProjectionRunner(projection, { url: database.url, pollMs: 20, batchSize: 7 }));
    for (const runner of runners) runner.start();
    const random = seededRandom(41);
    const workload = new PantryWorkload(random, 40);
    const cooks = Array.from({ length: 4 }, () => randomUUID());
    const weeks = await Promise.all(cooks.map(async (cook, index) => ({ cook, weekStart: '2026-11-23', ...(await writePlan(index % 2 ? processes[index]! : plainPool, cook, '2026-11-23', [1, 2, 3, 4].map((servings) => ({ recipeId: randomUUID(), servings })))) })));
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    const mealChange = (): StreamAppend => {
      const week = pick(weeks);
      const mealId = pick(week.mealIds);
      const roll = random();
      const event =
        roll < 0.4
          ? { type: 'MealServingsChanged', data: { mealId, servings: 1 + Math.floor(random() * 6) } }
          : roll < 0.7
            ? { type: 'MealMoved', data: { mealId, plannedCookDate: `2026-11-${23 + Math.floor(random() * 7)}`, mealOfDay: pick(['breakfast', 'lunch', 'dinner']), position: Math.floor(random() * 3) } }
            : roll < 0.85
              ? { type: 'MealCooked', data: { mealId, servings: 2, cookedOn: '2026-11-25' } }
              : { type: 'MealCookingUndone', data: { mealId, servings: 2 } };
      return { streamId: mealPlanStreamId(week.cook, week.weekStart), expectedVersion: 'any', ownerId: week.cook, events: [event] };
    };
    const counts = { inline: 0, runner: 0, early: 0 };
    try {
      await Promise.all(
        processes.map(async (processPool) => {
          for (let step = 0; step < 50; step++) {
            const streams = [random() < 0.6 ? workload.nextAppend() : mealChange()];
            const roll = random();
            if (roll < 0.8) {
              const committed = await commit(processPool, { metadata: newMetadata(), streams });
              if (committed.shownBy?.length) counts.inline++;
              else counts.runner++;
            } else if (roll < 0.9) {
              await commit(plainPool, { metadata: newMetadata(), streams });
              counts.runner++;
            } else {
              // A transaction that takes its id before another commit to the same stream lands the
              // stream's later version ahead of the earlier one in the log's order.
              const client = await plainPool.connect();
              try {
                await client.query('begin');
                await client.query('select pg_current_xact_id()');
                await sleep(random() * 15);
                await commit(client, { metadata: newMetadata(), streams });
                await client.query('commit');
                counts.early++;
              } finally {
                client.release();
              }
            }
          }
        }),
      );
      await caughtUp(plainPool, [pantry, plans]);
    } finally {
      for (const stop of stops) stop();
      for (const runner of runners) await runner.stop();
      await Promise.all(processes.map((pool) => pool.end()));
    }
    expect(counts.inline, JSON.stringify(counts)).toBeGreaterThan(50);
    expect(counts.runner, JSON.stringify(counts)).toBeGreaterThan(20);
    expect(counts.early, JSON.stringify(counts)).toBeGreaterThan(10);

    // Each event reached the rows exactly once, whether a commit or the runner applied it.
    const { rows: handled } = await plainPool.query<{ event_id: string }>('select event_id from events where event_type = any($1::text[])', [[...pantry.handles, ...plans.handles]]);
    const audit = await readAudit(plainPool);
    expect([...audit.values()].filter((times) => times !== 1)).toEqual([]);
    expect(new Set(audit.keys())).toEqual(new Set(handled.map((row) => row.event_id)));

    const live = await storedTables(plainPool);
    expect(live.pantry_items!.length).toBeGreaterThan(20);
    expect(live.meals!.length).toBe(16);
    await rebuildProjection(database.url, pantryProjection, { batchSize: 13 });
    await rebuildProjection(database.url, mealPlansProjection, { batchSize: 13 });
    expect(await storedTables(plainPool)).toEqual(live);
  }, 120_000);

  it('shows a commit’s rows as it returns, and leaves a stream whose rows lag to the runner, which applies both in order', async () => {
    const stopApplying = applyInCommits(inlinePool, inCommitApplier([pantryProjection, mealPlansProjection]));
    const [pantryId, cook] = [randomUUID(), randomUUID()];
    const items = async () => (await plainPool.query<{ purchase_date: string }>('select purchase_date from pantry_items where pantry_id = $1 order by purchase_date', [pantryId])).rows.map((row) => row.purchase_date);
    try {
      // No runner is running: what is there, the commit wrote.
      const first = await addSpinach(inlinePool, pantryId, cook, '2026-11-01');
      expect(first.shownBy).toEqual(['pantry']);
      expect(await items()).toEqual(['2026-11-01']);

      await addSpinach(plainPool, pantryId, cook, '2026-11-02');
      const third = await addSpinach(inlinePool, pantryId, cook, '2026-11-03');
      expect(third.shownBy).toBeUndefined();
      expect(await items()).toEqual(['2026-11-01']);

      await runUntil(pantryProjection, async () => (await items()).length === 3, 'the runner to apply the two commits left to it');
      expect(await items()).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
      // Caught up again: the next commit writes its rows itself.
      expect((await addSpinach(inlinePool, pantryId, cook, '2026-11-04')).shownBy).toEqual(['pantry']);
      expect(await items()).toHaveLength(4);

      // Two at once in one process: the first in its transaction, the second left to the runner.
      const [fifth, sixth] = await Promise.all([addSpinach(inlinePool, randomUUID(), cook, '2026-11-05'), addSpinach(inlinePool, randomUUID(), cook, '2026-11-06')]);
      expect([fifth.shownBy, sixth.shownBy]).toEqual([['pantry'], undefined]);

      // Rows still built by an older runner, which keeps no marks (a rolling upgrade): left to it.
      await plainPool.query('update projection_checkpoints set version = $2 where name = $1', ['pantry', pantryProjection.version - 1]);
      try {
        expect((await addSpinach(inlinePool, randomUUID(), cook, '2026-11-08')).shownBy).toBeUndefined();
      } finally {
        await plainPool.query('update projection_checkpoints set version = $2 where name = $1', ['pantry', pantryProjection.version]);
      }
      expect((await addSpinach(inlinePool, randomUUID(), cook, '2026-11-09')).shownBy).toEqual(['pantry']);

      // A mark the runner holds is not waited for: the commit answers, its rows left to the runner.
      const runnerBatch = await plainPool.connect();
      try {
        await runnerBatch.query('begin');
        await runnerBatch.query('select 1 from pantry_stream_marks where stream_id = $1 for update', [pantryStreamId(pantryId)]);
        const seventh = await addSpinach(inlinePool, pantryId, cook, '2026-11-07');
        expect(seventh.shownBy).toBeUndefined();
      } finally {
        await runnerBatch.query('rollback');
        runnerBatch.release();
      }
    } finally {
      stopApplying();
    }
  });

  it('leaves the rows of a week the worker generates to the runner: no request waits on its commits', async () => {
    const stopApplying = applyInCommits(inlinePool, inCommitApplier([pantryProjection, mealPlansProjection]));
    const cook = randomUUID();
    const plans = async () => (await plainPool.query('select id from meal_plans where app_user_id = $1', [cook])).rows;
    try {
      await plainPool.query('insert into app_users (id, supabase_id, email, pantry_id, created_at) values ($1, $2, $3, $4, now())', [cook, randomUUID(), `${cook}@example.com`, randomUUID()]);
      // No runner is running, and the catalogue is empty: the week is started and completed, unfilled.
      expect((await generateWeek(inlinePool, { appUserId: cook, weekStart: '2026-11-23' }, newMetadata())).kind).toBe('completed');
      const { rows } = await plainPool.query<{ event_type: string }>('select event_type from events where stream_id = $1 order by stream_version', [mealPlanStreamId(cook, '2026-11-23')]);
      expect(rows.map((row) => row.event_type)).toEqual(['PlanGenerationStarted', 'PlanGenerationCompleted']);
      expect(await plans()).toEqual([]);

      await runUntil(mealPlansProjection, async () => (await plans()).length === 1, 'the runner to write the week');
    } finally {
      stopApplying();
    }
  });
});
