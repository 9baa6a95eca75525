// Atomic checkpoints (DESIGN §3): a projector process SIGKILLed at random points while events keep
// arriving must always leave the read model equal to the pure fold of the log up to its stored
// checkpoint, with every event up to it applied exactly once and none after it applied at all.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/database.ts';
import { compareCheckpoints, type Checkpoint } from '../../server/event-store/types.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { eventually } from '../setup/larder.ts';
import {
  appendMany,
  createAuditTable,
  foldPantry,
  lastEvent,
  PantryWorkload,
  readAudit,
  readPantryEvents,
  readPantryItems,
  readStoredCheckpoint,
  seededRandom,
  sleep,
  keepWriting as keepWritingLog,
} from '../fixtures/pantry-log.ts';

const KILLS = 22;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PROJECTOR = path.join(ROOT, 'tests/fixtures/pantry-projector.ts');

let database: TestDatabase;
let pool: pg.Pool;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url, { max: 10 });
  await createAuditTable(pool);
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await pool?.end();
  await database?.drop();
});

interface Projector {
  child: ChildProcess;
  /** Resolves when the process printed this line (never, if it dies first). */
  printed(line: 'started' | 'applying'): Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

function startProjector(batchSize: number): Projector {
  // Straight under node with the tsx loader: the tsx launcher would survive as a parent and the
  // SIGKILL would never reach the process holding the connections.
  const child = spawn(process.execPath, ['--import', 'tsx', PROJECTOR], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database.url, PROJECTOR_BATCH_SIZE: String(batchSize), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  const waiting = new Map<string, () => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    for (const [line, resolve] of waiting) if (stdout.includes(`${line}\n`)) resolve();
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal, stderr });
    }),
  );
  return {
    child,
    exited,
    printed: (line) =>
      new Promise<void>((resolve) => {
        if (stdout.includes(`${line}\n`)) resolve();
        else waiting.set(line, resolve);
      }),
  };
}

const keepWriting = (workload: PantryWorkload, writers: number) => keepWritingLog(pool, workload, writers, { minPauseMs: 3, spreadMs: 10 });

/**
 * Reads the checkpoint, the read model, the audit and the log in one repeatable-read snapshot and
 * checks that they agree. Returns the checkpoint it checked.
 */
async function expectModelEqualsFoldUpToCheckpoint(label: string): Promise<Checkpoint | undefined> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read');
    const checkpoint = await readStoredCheckpoint(client);
    const rows = await readPantryItems(client);
    const audit = await readAudit(client);
    const events = checkpoint ? await readPantryEvents(client, checkpoint) : [];
    await client.query('commit');
    expect(rows, label).toEqual(foldPantry(events));
    expect([...audit.entries()].filter(([, times]) => times !== 1), `${label}: events applied more than once`).toEqual([]);
    expect(new Set(audit.keys()), `${label}: applied events are exactly those up to the checkpoint`).toEqual(new Set(events.map((event) => event.eventId)));
    return checkpoint;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

describe('when the projector process is killed at random points', () => {
  it(`keeps the read model equal to the fold of the log up to the checkpoint across ${KILLS} SIGKILLs and a final catch-up`, async () => {
    const seed = Date.now() % 1_000_000;
    const random = seededRandom(seed);
    const workload = new PantryWorkload(seededRandom(seed + 1), 30);
    // A backlog from the start, so early kills land in the middle of real batches.
    await appendMany(pool, workload, 40, 25);
    const writing = keepWriting(workload, 2);

    let previous: Checkpoint | undefined;
    let advanced = 0;
    try {
      for (let kill = 1; kill <= KILLS; kill++) {
        const batchSize = [1, 7, 50, 200, 1000][Math.floor(random() * 5)]!;
        const projector = startProjector(batchSize);
        const roll = random();
        // Kill while it starts up, takes over or works through batches: wherever the SIGKILL lands.
        if (roll < 0.15) await Promise.race([projector.printed('started'), projector.exited]);
        else {
          await Promise.race([projector.printed('applying'), projector.exited]);
          await sleep(random() * (roll < 0.6 ? 60 : 400));
        }
        projector.child.kill('SIGKILL');
        const exit = await projector.exited;
        expect(exit.signal, `the projector should have been killed, not died: ${exit.stderr}`).toBe('SIGKILL');

        const label = `kill ${kill} (seed ${seed}, batch size ${batchSize})`;
        const checkpoint = await expectModelEqualsFoldUpToCheckpoint(label);
        if (previous && checkpoint) {
          expect(compareCheckpoints(checkpoint, previous), `${label}: the checkpoint moved backwards`).toBeGreaterThanOrEqual(0);
          if (compareCheckpoints(checkpoint, previous) > 0) advanced++;
        }
        previous = checkpoint ?? previous;
      }
    } finally {
      await writing.stop();
    }
    // The kills landed while work was being done, not only between idle polls.
    expect(advanced).toBeGreaterThan(KILLS / 2);

    // Restarted once more with nothing new arriving, it catches up to the head and stops cleanly.
    const head = await lastEvent(pool);
    const last = startProjector(500);
    await eventually(
      async () => {
        const checkpoint = await readStoredCheckpoint(pool);
        return checkpoint && compareCheckpoints(checkpoint, head) >= 0;
      },
      15_000,
      'the restarted projector to catch up',
    );
    last.child.kill('SIGTERM');
    expect((await last.exited).code).toBe(0);
    await expectModelEqualsFoldUpToCheckpoint('after the final catch-up');
    expect(await readPantryItems(pool)).toEqual(foldPantry(await readPantryEvents(pool)));
    // Typically 20 to 35 s; the margin is for a machine busy with other test files.
  }, 120_000);
});
