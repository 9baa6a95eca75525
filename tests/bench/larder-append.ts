// (a) sequential single-event commands, (b) 16 concurrent writers, (c) 100-event commits: all
// through commit(), the one call every command makes, with an exact expected version.
import type pg from 'pg';
import { commit } from '../../server/event-store/event-store.ts';
import { announceThroughSideConnection, NEW_EVENTS_CHANNEL } from '../../server/event-store/new-events.ts';
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

/**
 * The writers' connections, with what a Larder process adds to every commit: the new-events notice
 * from its side connection, heard by a listening projector (whose notices are counted).
 */
async function connectWriters(url: string, count: number) {
  const clients = await Promise.all(Array.from({ length: count }, () => connect(url)));
  const stopAnnouncing = announceThroughSideConnection(clients, url);
  const projector = await connect(url, 'larder-bench-listener');
  let notices = 0;
  projector.on('notification', () => notices++);
  await projector.query(`listen ${NEW_EVENTS_CHANNEL}`);
  return {
    clients,
    notices: () => notices,
    close: async () => {
      await stopAnnouncing();
      await Promise.all([...clients, projector].map((client: pg.Client) => client.end()));
    },
  };
}

/** (a) One connection, one event per command, durable commit, fresh and existing streams mixed. */
export async function sequentialAppends(url: string, settings: AppendSettings) {
  const writers = await connectWriters(url, 1);
  const client = writers.clients[0]!;
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
    const noticesBefore = writers.notices();
    const measured = await timedLoops(settings.seconds, 1, (_, i) => run(i, true));
    const cpuReport = cpuSince(cpu);
    return {
      commands: measured.calls,
      newEventsNotices: writers.notices() - noticesBefore,
      seconds: round(measured.seconds, 2),
      commandsPerSecond: Math.round(measured.calls / measured.seconds),
      latencyMs: summarize(measured.latencies),
      freshStreamLatencyMs: summarize(fresh),
      existingStreamLatencyMs: summarize(existing),
      freshShare: round(fresh.length / Math.max(1, measured.calls), 3),
      cpu: cpuReport,
    };
  } finally {
    await writers.close();
  }
}

/** (b) 16 writers on their own connections and streams, so commits can share WAL flushes. */
export async function concurrentAppends(url: string, settings: AppendSettings & { writers: number }) {
  const writers = await connectWriters(url, settings.writers);
  const clients = writers.clients;
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
    const noticesBefore = writers.notices();
    const measured = await timedLoops(settings.seconds, settings.writers, run);
    const cpuReport = cpuSince(cpu);
    return {
      writers: settings.writers,
      events: measured.calls,
      newEventsNotices: writers.notices() - noticesBefore,
      seconds: round(measured.seconds, 2),
      eventsPerSecond: Math.round(measured.calls / measured.seconds),
      latencyMs: summarize(measured.latencies),
      cpu: cpuReport,
    };
  } finally {
    await writers.close();
  }
}

/** (c) Commits of 100 events each (an import, a generated plan): per-event cost once batched. */
export async function batchedAppends(url: string, settings: AppendSettings & { batch: number; connections: number }) {
  const writers = await connectWriters(url, settings.connections);
  const clients = writers.clients;
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
    await writers.close();
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
