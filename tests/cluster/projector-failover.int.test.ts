// Two projector processes (`npm run start:projector`, production settings) on one database while
// cooks keep writing: the one active for the pantry is SIGKILLed, the standby takes the projection
// over within 5 s, and afterwards the read model equals the fold of every event with no event
// applied twice. "Applied twice" is checked from the checkpoint's own history: a trigger records
// every move of the pantry checkpoint in the batch's transaction, and consecutive moves must join
// end to start (a batch only applies the events between its checkpoint and the next), so no stretch
// of the log is applied by both processes. Which process is active shows in each one's metrics and in
// `ops status`, before and after.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { compareCheckpoints } from '../../server/event-store/types.ts';
import { root, startLarderPart, type LarderPart } from '../fixtures/larder-process.ts';
import {
  appendMany,
  foldPantry,
  lastEvent,
  PantryWorkload,
  readPantryEvents,
  readPantryItems,
  readStoredCheckpoint,
  seededRandom,
  sleep,
  keepWriting as keepWritingLog,
} from '../fixtures/pantry-log.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { eventually, readModelsCaughtUp } from '../setup/larder.ts';

const TAKEOVER_LIMIT_MS = 5_000;

let database: TestDatabase;
let pool: pg.Pool;
const parts: LarderPart[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 6 });
  await pool.query(`
    create table checkpoint_moves (
      id bigserial primary key, backend_pid int not null,
      from_tx xid8 not null, from_position bigint not null, to_tx xid8 not null, to_position bigint not null,
      at timestamptz not null default clock_timestamp());
    create function record_checkpoint_move() returns trigger language plpgsql as $$
    begin
      if new.name = 'pantry' and (new.transaction_id, new.global_position) is distinct from (old.transaction_id, old.global_position) then
        insert into checkpoint_moves (backend_pid, from_tx, from_position, to_tx, to_position)
        values (pg_backend_pid(), old.transaction_id, old.global_position, new.transaction_id, new.global_position);
      end if;
      return new;
    end $$;
    create trigger checkpoint_moves after update on projection_checkpoints for each row execute function record_checkpoint_move();`);
});

afterAll(async () => {
  for (const part of parts) if (part.child.exitCode === null && part.child.signalCode === null) part.child.kill('SIGKILL');
  await pool?.end();
  await database?.drop();
});

const keepWriting = (workload: PantryWorkload, writers: number) => keepWritingLog(pool, workload, writers, { minPauseMs: 5, spreadMs: 20 });

const activeForPantry = (part: LarderPart) =>
  part
    .output()
    .split('\n')
    .some((line) => line.includes('"msg":"projection runner active"') && line.includes('"projection":"pantry"'));

/** larder_projection_active{projection="pantry"} on the part's METRICS_PORT (its banner's Metrics line). */
async function pantryActiveMetric(part: LarderPart): Promise<number> {
  const url = /Metrics: +(http:\/\/\S+\/metrics)/.exec(part.output())![1]!.replace('localhost', '127.0.0.1');
  const line = (await (await fetch(url)).text()).split('\n').find((text) => text.startsWith('larder_projection_active{projection="pantry"} '));
  return Number(line?.split(' ')[1]);
}

/** The 'active in' column of `npm run ops -- status` for the pantry. */
function pantryActiveIn(): string | undefined {
  const status = spawnSync(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', 'status'], { cwd: root, env: { ...process.env, DATABASE_URL: database.url }, encoding: 'utf8', timeout: 60_000 });
  return /^pantry +\d+ +\d+ +\d+ +\S+ +(\S+)/m.exec(status.stdout)?.[1];
}

describe('when the active projector process is killed', () => {
  it('the standby takes the pantry projection over within 5 s, and the read model equals the fold of the log with no event applied twice', async () => {
    const seed = Date.now() % 1_000_000;
    const workload = new PantryWorkload(seededRandom(seed), 20);
    await appendMany(pool, workload, 20, 20);
    const started = await Promise.all(
      ['projector-1', 'projector-2'].map(async (name) => startLarderPart(name, { databaseUrl: database.url, roles: 'projector', env: { LARDER_NODE_NAME: name, METRICS_PORT: String(await freePort()) } })),
    );
    parts.push(...started);
    await readModelsCaughtUp(database.url, 40_000);
    const active = await eventually(async () => started.find(activeForPantry), 10_000, 'a projector active for the pantry');
    const standby = started.find((part) => part !== active)!;
    expect(activeForPantry(standby), 'one active per projection').toBe(false);
    // An operator sees which is which: in each process's metrics, and in `ops status`.
    expect(await pantryActiveMetric(active)).toBe(1);
    expect(await pantryActiveMetric(standby)).toBe(0);
    expect(pantryActiveIn()).toBe(active.name);

    const writing = keepWriting(workload, 2);
    let takeoverMs: number;
    try {
      // The active one is working through live writes when it dies.
      await eventually(async () => {
        const { rows } = await pool.query('select count(distinct to_position)::int as moves from checkpoint_moves');
        return rows[0].moves >= 3;
      }, 10_000, 'the active projector to apply live batches');
      const killedAt = Date.now();
      active.child.kill('SIGKILL');
      expect((await active.exited).signal).toBe('SIGKILL');

      // The standby's first applied batch: the first checkpoint move after the kill from another
      // connection than the killed process's. A batch the killed process had already sent whole (its
      // closing statements and commit go in one message) may still commit after the kill.
      const { rows: before } = await pool.query<{ backend_pid: number }>('select distinct backend_pid from checkpoint_moves where at <= to_timestamp($1 / 1000.0)', [killedAt]);
      const killedBackends = before.map((row) => row.backend_pid);
      expect(killedBackends.length, 'the killed projector had applied batches').toBeGreaterThan(0);
      const firstMove = await eventually(async () => {
        const { rows } = await pool.query<{ at: number; backend_pid: number }>(
          `select extract(epoch from at) * 1000 as at, backend_pid from checkpoint_moves
            where at > to_timestamp($1 / 1000.0) and backend_pid <> all($2::int[]) order by id limit 1`,
          [killedAt, killedBackends],
        );
        return rows[0];
      }, 15_000, 'the standby to apply a batch');
      takeoverMs = Number(firstMove.at) - killedAt;
      expect(activeForPantry(standby), 'the standby says it took over').toBe(true);
      expect(await pantryActiveMetric(standby)).toBe(1);
      expect(pantryActiveIn()).toBe(standby.name);
      await sleep(500);
    } finally {
      await writing.stop();
    }
    console.info(`projector failover: the standby applied its first batch ${Math.round(takeoverMs)} ms after the SIGKILL (seed ${seed})`);
    expect(takeoverMs).toBeLessThan(TAKEOVER_LIMIT_MS);

    // Caught up with everything written, the read model is the fold of the whole log.
    const head = await lastEvent(pool);
    await eventually(async () => {
      const checkpoint = await readStoredCheckpoint(pool);
      return checkpoint && compareCheckpoints(checkpoint, head) >= 0;
    }, 15_000, 'the standby to catch up with the log');
    expect(await readPantryItems(pool)).toEqual(foldPantry(await readPantryEvents(pool)));

    // The checkpoint's history is one unbroken chain across both processes: no stretch applied twice.
    const { rows: moves } = await pool.query<{ backend_pid: number; from_tx: string; from_position: string; to_tx: string; to_position: string }>(
      'select backend_pid, from_tx::text, from_position::text, to_tx::text, to_position::text from checkpoint_moves order by id',
    );
    const point = (tx: string, position: string) => ({ transactionId: BigInt(tx), position: Number(position) });
    for (let n = 1; n < moves.length; n++) {
      const previous = moves[n - 1]!;
      const move = moves[n]!;
      expect(point(move.from_tx, move.from_position), `move ${n} starts where move ${n - 1} ended`).toEqual(point(previous.to_tx, previous.to_position));
      expect(compareCheckpoints(point(move.to_tx, move.to_position), point(move.from_tx, move.from_position))).toBeGreaterThan(0);
    }
    expect(new Set(moves.map((move) => move.backend_pid)).size, 'batches from both processes').toBeGreaterThanOrEqual(2);

    standby.child.kill('SIGTERM');
    expect((await standby.exited).code).toBe(0);
  }, 90_000);
});
