// (f) The same workloads on Emmett 0.42's PostgreSQL event store, in its own database on the same
// server: sequential and concurrent appends with an expected version, and its async consumer
// catching up over a log (a no-op reactor, and one that keeps a pantry_items-like table, one
// statement per event, as an Emmett raw-SQL projection does).
import {
  getPostgreSQLEventStore,
  postgreSQLEventStoreConsumer,
  type PostgreSQLProcessorHandlerContext,
} from '@event-driven-io/emmett-postgresql';
import type { ReadEvent, Event } from '@event-driven-io/emmett';
import pg from 'pg';
import type { PantryEvent } from '../../server/modules/pantry/pantry.events.ts';
import { benchMetadata, PantrySim } from './pantry-data.ts';
import { connect, cpuSince, cpuSnapshot, progress, round, summarize, timedLoops } from './support.ts';

const FRESH_EVERY = 10;

type EmmettPantryEvent = Event<PantryEvent['type'], Record<string, unknown>, Record<string, unknown>>;

const toEmmett = (event: PantryEvent, actor: string): EmmettPantryEvent => ({
  type: event.type,
  data: event.data as Record<string, unknown>,
  metadata: benchMetadata(actor),
});

/** Its own pool per use: 0.42's pools are shared per connection string and closed together. */
const distinct = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.searchParams.set('application_name', `emmett-bench-${name}-${Math.random().toString(36).slice(2, 8)}`);
  return parsed.toString();
};

export async function prepareEmmett(url: string) {
  const store = getPostgreSQLEventStore(distinct(url, 'migrate'), { schema: { autoMigration: 'None' } });
  try {
    await store.schema.migrate();
  } finally {
    await store.close();
  }
}

export async function emmettSequentialAppends(url: string, settings: { seconds: number; warmupSeconds: number }) {
  const store = getPostgreSQLEventStore(distinct(url, 'append'), { schema: { autoMigration: 'None' } });
  try {
    let sim = new PantrySim();
    const fresh: number[] = [];
    const existing: number[] = [];
    const run = async (iteration: number, record: boolean) => {
      if (iteration % FRESH_EVERY === 0) sim = new PantrySim();
      const isFresh = sim.version === 0;
      const t0 = performance.now();
      const result = await store.appendToStream(sim.streamId, [toEmmett(sim.next(), sim.userId)], { expectedStreamVersion: BigInt(sim.version) });
      sim.version = Number(result.nextExpectedStreamVersion);
      if (record) (isFresh ? fresh : existing).push(performance.now() - t0);
    };
    progress('emmett-append: warm-up');
    await timedLoops(settings.warmupSeconds, 1, (_, i) => run(i, false));
    progress(`emmett-append: measuring ${settings.seconds}s`);
    const cpu = cpuSnapshot();
    const measured = await timedLoops(settings.seconds, 1, (_, i) => run(i, true));
    const cpuReport = cpuSince(cpu);
    return {
      commands: measured.calls,
      seconds: round(measured.seconds, 2),
      commandsPerSecond: Math.round(measured.calls / measured.seconds),
      latencyMs: summarize(measured.latencies),
      freshStreamLatencyMs: summarize(fresh),
      existingStreamLatencyMs: summarize(existing),
      cpu: cpuReport,
    };
  } finally {
    await store.close();
  }
}

export async function emmettConcurrentAppends(url: string, settings: { seconds: number; warmupSeconds: number; writers: number }) {
  // One connection per writer, as Larder's run has: the default pool holds 10.
  const pool = new pg.Pool({ connectionString: url, max: settings.writers, application_name: 'emmett-bench-concurrent' });
  pool.on('error', () => {});
  const store = getPostgreSQLEventStore(distinct(url, 'concurrent'), { schema: { autoMigration: 'None' }, connectionOptions: { pool } });
  try {
    const sims = Array.from({ length: settings.writers }, () => new PantrySim());
    const run = async (worker: number, iteration: number) => {
      if (iteration % FRESH_EVERY === 0) sims[worker] = new PantrySim();
      const sim = sims[worker]!;
      const result = await store.appendToStream(sim.streamId, [toEmmett(sim.next(), sim.userId)], { expectedStreamVersion: BigInt(sim.version) });
      sim.version = Number(result.nextExpectedStreamVersion);
    };
    progress(`emmett-concurrent: warm-up with ${settings.writers} writers`);
    await timedLoops(settings.warmupSeconds, settings.writers, run);
    progress(`emmett-concurrent: measuring ${settings.seconds}s`);
    const cpu = cpuSnapshot();
    const measured = await timedLoops(settings.seconds, settings.writers, run);
    const cpuReport = cpuSince(cpu);
    return {
      writers: settings.writers,
      events: measured.calls,
      seconds: round(measured.seconds, 2),
      eventsPerSecond: Math.round(measured.calls / measured.seconds),
      latencyMs: summarize(measured.latencies),
      cpu: cpuReport,
    };
  } finally {
    await store.close();
    await pool.end();
  }
}

/** The peer's read model: the same columns as Larder's pantry_items. */
const READ_MODEL_SQL = `
  create table if not exists emmett_pantry_items (
    id uuid primary key, pantry_id uuid not null, app_user_id uuid not null, ingredient_id uuid not null,
    quantity numeric not null, unit_of_measurement text not null, purchase_date date not null,
    expiration_date date, is_confirmed boolean not null default false, confirmed_at timestamptz,
    added_at timestamptz not null, updated_at timestamptz not null);
  create index if not exists emmett_pantry_items_by_pantry on emmett_pantry_items (pantry_id, added_at, id);
  truncate emmett_pantry_items;`;

/** One statement per event, inside the processor's transaction (as a raw-SQL projection runs). */
async function projectPantryEvent(event: ReadEvent<EmmettPantryEvent>, context: PostgreSQLProcessorHandlerContext) {
  const client = context.connection.client as unknown as pg.PoolClient;
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'PantryItemAdded':
      await client.query(
        `insert into emmett_pantry_items (id, pantry_id, app_user_id, ingredient_id, quantity, unit_of_measurement, purchase_date, expiration_date, added_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now(), now())
         on conflict (id) do update set quantity = excluded.quantity, expiration_date = excluded.expiration_date, updated_at = excluded.updated_at`,
        [data.itemId, data.pantryId, data.appUserId, data.ingredientId, data.quantity, data.unitOfMeasurement, data.purchaseDate, data.expirationDate],
      );
      break;
    case 'PantryItemQuantityChanged':
      await client.query('update emmett_pantry_items set quantity = $2, updated_at = now() where id = $1', [data.itemId, data.quantity]);
      break;
    case 'PantryItemExpiryChanged':
      await client.query('update emmett_pantry_items set expiration_date = $2, updated_at = now() where id = $1', [data.itemId, data.expirationDate]);
      break;
    case 'PantryItemRemoved':
      await client.query('delete from emmett_pantry_items where id = $1', [data.itemId]);
      break;
    default:
      break;
  }
}

export interface EmmettConsumerSettings {
  /** Events in the log the consumer catches up over (pantries of eventsPerPantry events). */
  events: number;
  eventsPerPantry: number;
  batchSizes: number[];
}

export async function emmettConsumerCatchUp(url: string, settings: EmmettConsumerSettings) {
  const pantries = Math.ceil(settings.events / settings.eventsPerPantry);
  progress(`emmett-consumer: appending ${pantries * settings.eventsPerPantry} events (${settings.eventsPerPantry} per commit)`);
  const store = getPostgreSQLEventStore(distinct(url, 'log'), { schema: { autoMigration: 'None' } });
  const sims: PantrySim[] = [];
  const begun = performance.now();
  try {
    // One append at a time: with concurrent appends 0.42's consumer can skip events at batch
    // boundaries (it pages by position but orders by transaction), which would skew the rates.
    for (let pantry = 0; pantry < pantries; pantry++) {
      const sim = new PantrySim();
      sims.push(sim);
      await store.appendToStream(sim.streamId, sim.take(settings.eventsPerPantry).map((event) => toEmmett(event, sim.userId)), {
        expectedStreamVersion: 0n,
      });
    }
  } finally {
    await store.close();
  }
  const total = pantries * settings.eventsPerPantry;
  const generatedSeconds = round((performance.now() - begun) / 1000, 1);
  const liveItems = sims.reduce((sum, sim) => sum + sim.liveItems, 0);

  const runs = [];
  for (const handler of ['no-op', 'pantry_items row per event'] as const) {
    for (const batchSize of settings.batchSizes) {
      if (handler !== 'no-op') {
        const client = await connect(url);
        await client.query(READ_MODEL_SQL);
        await client.end();
      }
      progress(`emmett-consumer: ${handler} reactor, batch ${batchSize}, over ${total} events`);
      const connectionString = distinct(url, `consumer-${batchSize}`);
      const consumer = postgreSQLEventStoreConsumer({ connectionString, stopWhen: { noMessagesLeft: true }, pulling: { batchSize } });
      let handled = 0;
      consumer.reactor<EmmettPantryEvent>({
        processorId: `bench-${handler === 'no-op' ? 'noop' : 'rows'}-${batchSize}-${Math.random().toString(36).slice(2, 8)}`,
        startFrom: 'BEGINNING',
        eachMessage: async (event, context) => {
          handled++;
          if (handler !== 'no-op') await projectPantryEvent(event, context);
        },
      });
      const cpu = cpuSnapshot();
      const started = performance.now();
      await consumer.start();
      const seconds = (performance.now() - started) / 1000;
      const cpuReport = cpuSince(cpu);
      await consumer.close();
      let rows: number | undefined;
      if (handler !== 'no-op') {
        const client = await connect(url);
        rows = (await client.query<{ count: number }>('select count(*)::int as count from emmett_pantry_items')).rows[0]!.count;
        await client.end();
      }
      runs.push({
        handler,
        batchSize,
        events: handled,
        complete: handled === total,
        seconds: round(seconds, 2),
        eventsPerSecond: Math.round(handled / seconds),
        ...(rows === undefined ? {} : { rows, rowsExpected: liveItems }),
        cpu: cpuReport,
      });
    }
  }
  return { logEvents: total, generatedSeconds, runs };
}
