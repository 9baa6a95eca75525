// (a) sequential single-event commands, (b) 16 concurrent writers, (c) 100-event commits: all
// through commit(), the one call every command makes, with an exact expected version.
import { commit } from '../../server/event-store/event-store.ts';
import { benchMetadata, PantrySim } from './pantry-data.ts';
import { connect, cpuSince, cpuSnapshot, progress, round, summarize, timedLoops } from './support.ts';

/** One fresh stream in this many commands; the rest append to a stream that already exists. */
const FRESH_EVERY = 10;

export interface AppendSettings {
  seconds: number;
  warmupSeconds: number;
}

async function appendOne(client: Parameters<typeof commit>[0], sim: PantrySim): Promise<void> {
  const event = sim.next();
  const result = await commit(client, {
    metadata: benchMetadata(sim.userId),
    streams: [{ streamId: sim.streamId, expectedVersion: sim.version, ownerId: sim.userId, events: [event] }],
  });
  sim.version = result.versions[sim.streamId]!;
}

/** (a) One connection, one event per command, durable commit, fresh and existing streams mixed. */
export async function sequentialAppends(url: string, settings: AppendSettings) {
  const client = await connect(url);
  try {
    let sim = new PantrySim();
    const fresh: number[] = [];
    const existing: number[] = [];
    const run = async (iteration: number, record: boolean) => {
      if (iteration % FRESH_EVERY === 0) sim = new PantrySim();
      const isFresh = sim.version === 0;
      const t0 = performance.now();
      await appendOne(client, sim);
      if (record) (isFresh ? fresh : existing).push(performance.now() - t0);
    };
    progress('append: warm-up');
    await timedLoops(settings.warmupSeconds, 1, (_, i) => run(i, false));
    progress(`append: measuring ${settings.seconds}s on one connection`);
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
      freshShare: round(fresh.length / Math.max(1, measured.calls), 3),
      cpu: cpuReport,
    };
  } finally {
    await client.end();
  }
}

/** (b) 16 writers on their own connections and streams, so commits can share WAL flushes. */
export async function concurrentAppends(url: string, settings: AppendSettings & { writers: number }) {
  const clients = await Promise.all(Array.from({ length: settings.writers }, () => connect(url)));
  try {
    const sims = clients.map(() => new PantrySim());
    const run = async (worker: number, iteration: number) => {
      if (iteration % FRESH_EVERY === 0) sims[worker] = new PantrySim();
      await appendOne(clients[worker]!, sims[worker]!);
    };
    progress(`concurrent: warm-up with ${settings.writers} writers`);
    await timedLoops(settings.warmupSeconds, settings.writers, run);
    progress(`concurrent: measuring ${settings.seconds}s`);
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
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** (c) Commits of 100 events each (an import, a generated plan): per-event cost once batched. */
export async function batchedAppends(url: string, settings: AppendSettings & { batch: number; connections: number }) {
  const clients = await Promise.all(Array.from({ length: settings.connections }, () => connect(url)));
  try {
    const sims = clients.map(() => new PantrySim());
    const run = async (worker: number, iteration: number) => {
      // Five batches per stream: the first creates it, the others append to it.
      if (iteration % 5 === 0) sims[worker] = new PantrySim();
      const sim = sims[worker]!;
      const result = await commit(clients[worker]!, {
        metadata: benchMetadata(sim.userId),
        streams: [{ streamId: sim.streamId, expectedVersion: sim.version, ownerId: sim.userId, events: sim.take(settings.batch) }],
      });
      sim.version = result.versions[sim.streamId]!;
    };
    progress(`batch: warm-up (${settings.batch} events per commit, ${settings.connections} connection(s))`);
    await timedLoops(settings.warmupSeconds, settings.connections, run);
    progress(`batch: measuring ${settings.seconds}s`);
    const cpu = cpuSnapshot();
    const measured = await timedLoops(settings.seconds, settings.connections, run);
    const cpuReport = cpuSince(cpu);
    const events = measured.calls * settings.batch;
    return {
      connections: settings.connections,
      eventsPerCommit: settings.batch,
      commits: measured.calls,
      events,
      seconds: round(measured.seconds, 2),
      eventsPerSecond: Math.round(events / measured.seconds),
      commitLatencyMs: summarize(measured.latencies),
      cpu: cpuReport,
    };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

// ---------------------------------------------------------------------------------------------
// Diagnostics: not Larder's figures, but what bounds them on this machine.

/**
 * The events table's own ceiling: the same rows inserted by one plain statement per transaction
 * (no stream check, no function), durable, on one connection.
 */
export async function plainInsertCeiling(url: string, settings: AppendSettings & { rowsPerStatement: number }) {
  const client = await connect(url);
  try {
    const sql = `insert into events (stream_id, stream_version, event_id, event_type, schema_version, owner_id, data, metadata)
      select * from unnest($1::text[], $2::int[], $3::uuid[], $4::text[], $5::int[], $6::uuid[], $7::jsonb[], $8::jsonb[])`;
    let sim = new PantrySim();
    const run = async (iteration: number) => {
      if (iteration % 5 === 0) sim = new PantrySim();
      const events = sim.take(settings.rowsPerStatement);
      const metadata = JSON.stringify(benchMetadata(sim.userId));
      await client.query(sql, [
        events.map(() => sim.streamId),
        events.map(() => ++sim.version),
        events.map(() => crypto.randomUUID()),
        events.map((event) => event.type),
        events.map(() => 1),
        events.map(() => sim.userId),
        events.map((event) => JSON.stringify(event.data)),
        events.map(() => metadata),
      ]);
    };
    await timedLoops(settings.warmupSeconds, 1, (_, i) => run(i));
    const measured = await timedLoops(settings.seconds, 1, (_, i) => run(i));
    return {
      rowsPerStatement: settings.rowsPerStatement,
      rowsPerSecond: Math.round((measured.calls * settings.rowsPerStatement) / measured.seconds),
      statementLatencyMs: summarize(measured.latencies),
    };
  } finally {
    await client.end();
  }
}

/**
 * The 16-writer run again, on a throwaway database whose larder_commit lacks its pg_notify: a
 * transaction that notifies holds a cluster-wide lock until its commit is flushed, so notifying
 * commits cannot share a WAL flush (no group commit).
 */
export async function concurrentWithoutNotify(url: string, settings: AppendSettings & { writers: number }) {
  const changed = await (async () => {
    const client = await connect(url);
    try {
      const { rows } = await client.query<{ definition: string }>(`select pg_get_functiondef('larder_commit'::regproc) as definition`);
      const definition = rows[0]!.definition;
      const notify = /perform pg_notify\('events_appended', larder_notice_types\(v_appended\)\);/;
      if (!notify.test(definition)) return false;
      await client.query(definition.replace(notify, 'null;'));
      return true;
    } finally {
      await client.end();
    }
  })();
  if (!changed) return { skipped: 'larder_commit no longer notifies as expected' };
  const result = await concurrentAppends(url, settings);
  return { eventsPerSecond: result.eventsPerSecond, latencyMs: result.latencyMs, cpu: result.cpu };
}
