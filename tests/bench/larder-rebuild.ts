// (d) Full rebuild of the pantry read model over a generated log, twice: first into an empty live
// table, then again while readers query the live table in a tight loop and a writer keeps
// appending, which is what an operator's rebuild meets in production. The readers' longest wait
// around the swap is the blackout.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commit } from '../../server/event-store/event-store.ts';
import { readIngredientFacts } from '../../server/modules/ingredients/index.ts';
import { pantryProjection } from '../../server/modules/pantry/index.ts';
import { Listener } from '../../server/db/listener.ts';
import { projectionLag, readCheckpoint } from '../../server/projections/checkpoints.ts';
import { NOTIFY_CHANNEL, type ChangeMessage } from '../../server/projections/notices.ts';
import type { RebuildReport } from '../../server/projections/rebuild.ts';
import { ProjectionRunner } from '../../server/projections/runner.ts';
import { benchMetadata, PantrySim } from './pantry-data.ts';
import { connect, cpuSince, cpuSnapshot, disownProcessGroup, onCleanup, ownProcessGroup, progress, round, sleep, summarize } from './support.ts';

export interface RebuildSettings {
  pantries: number;
  eventsPerPantry: number;
  /** Rows per INSERT ... SELECT while generating (one transaction each). */
  chunk: number;
  readers: number;
  /** Commands per second appended while the second rebuild runs. */
  liveWritesPerSecond: number;
}

/** PostgreSQL's md5(text)::uuid, so the bench can name generated pantries without asking. */
const md5Uuid = (text: string) => {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Event n (0-based) belongs to pantry n % P and is that pantry's event k = n / P + 1, so pantries
 * interleave the way concurrent users do and a batch seldom sees one item twice. Each item lives
 * for four events: added, quantity changed, expiry changed, then removed (one item in five) or
 * its quantity changed again. Per pantry: 25 items, 20 of them still there at the end.
 */
const GENERATE_SQL = `
  insert into events (stream_id, stream_version, event_id, event_type, schema_version, owner_id, data, metadata, recorded_at)
  select 'pantry-' || x.pantry_id, x.k, md5('bench-event:' || x.p || ':' || x.k)::uuid, x.type, 1, x.user_id,
    case x.type
      when 'PantryItemAdded' then jsonb_build_object(
        'itemId', x.item_id, 'pantryId', x.pantry_id, 'appUserId', x.user_id,
        'ingredientId', ($3::uuid[])[1 + (x.p * 7 + x.j * 13) % cardinality($3::uuid[])],
        'quantity', ((x.p + x.j) % 50 + 1) * 10, 'unitOfMeasurement', 'g',
        'purchaseDate', to_char(x.at, 'YYYY-MM-DD'),
        'expirationDate', case when x.j % 7 = 6 then null else to_char(x.at + (7 + x.j % 20) * interval '1 day', 'YYYY-MM-DD') end)
      when 'PantryItemQuantityChanged' then jsonb_build_object('itemId', x.item_id, 'quantity', ((x.p + x.k) % 40 + 1) * 5)
      when 'PantryItemExpiryChanged' then jsonb_build_object('itemId', x.item_id, 'expirationDate', to_char(x.at + 9 * interval '1 day', 'YYYY-MM-DD'))
      else jsonb_build_object('itemId', x.item_id, 'reason', 'deleted')
    end,
    jsonb_build_object('actor', x.user_id, 'commandId', x.command_id, 'correlationId', x.command_id, 'causationId', x.command_id),
    x.at
  from (
    select n, p, k, j, pantry_id, user_id, at,
      md5('bench-item:' || p || ':' || j)::uuid as item_id,
      md5('bench-command:' || n)::uuid as command_id,
      case (k - 1) % 4
        when 0 then 'PantryItemAdded'
        when 1 then 'PantryItemQuantityChanged'
        when 2 then 'PantryItemExpiryChanged'
        else case when j % 5 = 4 then 'PantryItemRemoved' else 'PantryItemQuantityChanged' end
      end as type
    from (
      select n, n % $4 as p, n / $4 + 1 as k, (n / $4) / 4 as j,
        md5('bench-pantry:' || (n % $4))::uuid as pantry_id,
        md5('bench-user:' || (n % $4))::uuid as user_id,
        timestamptz '2025-01-01 00:00:00+00' + n * interval '30 seconds' as at
      from generate_series($1::bigint, $2::bigint) as n
    ) s
  ) x
  order by x.n`;

/** What the fold of the generated log must give: rows and the sum of their quantities. */
function expectedState(settings: RebuildSettings) {
  const items = settings.eventsPerPantry / 4;
  let rows = 0;
  let quantity = 0;
  for (let p = 0; p < settings.pantries; p++) {
    for (let j = 0; j < items; j++) {
      if (j % 5 === 4) continue;
      rows++;
      quantity += ((p + 4 * j + 4) % 40 + 1) * 5;
    }
  }
  return { rows, quantity };
}

export async function generatePantryLog(url: string, settings: RebuildSettings) {
  const client = await connect(url);
  try {
    // Generated rows can be regenerated: no need to wait for the disk on each chunk.
    await client.query('set synchronous_commit = off');
    // The seed's ingredients (in the log after migrate; their read model may still be filling).
    const ingredientIds = readIngredientFacts().map((fact) => fact.id);
    const total = settings.pantries * settings.eventsPerPantry;
    const begun = performance.now();
    // A bulk load is several times faster without the secondary indexes: drop them and build
    // them again from their own definitions afterwards (the primary key stays).
    const { rows: indexes } = await client.query<{ drop: string; create: string }>(
      `select format('alter table events drop constraint %I', c.conname) as drop,
              format('alter table events add constraint %I %s', c.conname, pg_get_constraintdef(c.oid)) as create
         from pg_constraint c
        where c.conrelid = 'events'::regclass and c.contype in ('u', 'x')
       union all
       select format('drop index %I', i.relname), pg_get_indexdef(x.indexrelid)
         from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = 'events'::regclass and not x.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = x.indrelid)`,
    );
    for (const index of indexes) await client.query(index.drop);
    for (let from = 0; from < total; from += settings.chunk) {
      const to = Math.min(total, from + settings.chunk) - 1;
      await client.query(GENERATE_SQL, [from, to, ingredientIds, settings.pantries]);
      progress(`rebuild: generated ${to + 1} / ${total} events`);
    }
    await client.query(`set maintenance_work_mem = '256MB'`);
    for (const index of indexes) await client.query(index.create);
    await client.query(
      `insert into streams (stream_id, version)
       select 'pantry-' || md5('bench-pantry:' || p)::uuid, $2 from generate_series(0, $1 - 1) as p`,
      [settings.pantries, settings.eventsPerPantry],
    );
    // A real log was vacuumed long ago: do it now, not in the middle of the measurement.
    await client.query('vacuum (analyze) events');
    await client.query('vacuum (analyze) streams');
    // Flush the generated pages now rather than in a checkpoint in the middle of the measurement.
    await client.query('checkpoint').catch(() => {});
    return { events: total, seconds: round((performance.now() - begun) / 1000, 1) };
  } finally {
    await client.end();
  }
}

async function verify(url: string, settings: RebuildSettings, livePantries: PantrySim[]) {
  const client = await connect(url);
  try {
    const live = livePantries.map((sim) => sim.pantryId);
    const { rows } = await client.query<{ rows: number; quantity: number; live_rows: number }>(
      `select count(*) filter (where not pantry_id = any($1::uuid[]))::int as rows,
              coalesce(sum(quantity) filter (where not pantry_id = any($1::uuid[])), 0)::float8 as quantity,
              count(*) filter (where pantry_id = any($1::uuid[]))::int as live_rows
         from pantry_items`,
      [live],
    );
    const expected = expectedState(settings);
    const liveExpected = livePantries.reduce((sum, sim) => sum + sim.liveItems, 0);
    const found = rows[0]!;
    return {
      generatedRows: found.rows,
      generatedRowsExpected: expected.rows,
      quantitySum: found.quantity,
      quantitySumExpected: expected.quantity,
      liveRows: found.live_rows,
      liveRowsExpected: liveExpected,
      ok: found.rows === expected.rows && found.quantity === expected.quantity && found.live_rows === liveExpected,
    };
  } finally {
    await client.end();
  }
}

interface ReaderSample {
  start: number;
  end: number;
}

/** Readers asking for one pantry's items as fast as they can, as the pantry screen does. */
function startReaders(url: string, settings: RebuildSettings) {
  let running = true;
  const samples: ReaderSample[] = [];
  let errors = 0;
  const loops = Array.from({ length: settings.readers }, async (_, reader) => {
    const client = await connect(url, 'larder-bench-reader');
    try {
      for (let i = reader; running; i += settings.readers) {
        const pantryId = md5Uuid(`bench-pantry:${(i * 7919) % settings.pantries}`);
        const start = performance.now();
        try {
          await client.query('select id, quantity, expiration_date from pantry_items where pantry_id = $1 order by added_at, id', [pantryId]);
        } catch {
          errors++;
        }
        samples.push({ start, end: performance.now() });
      }
    } finally {
      await client.end();
    }
  });
  return {
    samples,
    errors: () => errors,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** A writer appending pantry commands at a steady rate: the rebuild must catch up with them. */
function startLiveWriter(url: string, perSecond: number) {
  let running = true;
  const sims: PantrySim[] = [];
  let commands = 0;
  const loop = (async () => {
    if (perSecond <= 0) return;
    const client = await connect(url, 'larder-bench-writer');
    try {
      const begun = performance.now();
      let sim = new PantrySim();
      sims.push(sim);
      while (running) {
        if (commands % 10 === 9) {
          sim = new PantrySim();
          sims.push(sim);
        }
        const result = await commit(client, {
          metadata: benchMetadata(sim.userId),
          streams: [{ streamId: sim.streamId, expectedVersion: sim.version, ownerId: sim.userId, events: [sim.next()] }],
        });
        sim.version = result.versions[sim.streamId]!;
        commands++;
        const due = begun + (commands * 1000) / perSecond;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
      }
    } finally {
      await client.end();
    }
  })();
  return {
    sims,
    commands: () => commands,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

/** Waits until the pantry projection's checkpoint is at the head of the log; returns how long. */
async function waitForRunner(url: string, handles: readonly string[]): Promise<number> {
  const client = await connect(url);
  const begun = performance.now();
  try {
    while (performance.now() - begun < 30_000) {
      const checkpoint = await readCheckpoint(client, pantryProjection.name, pantryProjection.version);
      if ((await projectionLag(client, handles, checkpoint)) === 0) return round(performance.now() - begun, 1);
      await sleep(50);
    }
    throw new Error('the pantry projector did not catch up within 30 s');
  } finally {
    await client.end();
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type ProcessReport = RebuildReport & { peakRssMiB: number; processCpuSeconds: number };

/**
 * Runs rebuildProjection in a fresh process, as the operator's command does: a benchmark that has
 * already run for minutes carries a heap that slows an in-process rebuild by a quarter.
 */
async function rebuildInOwnProcess(url: string): Promise<ProcessReport> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/bench/rebuild-process.ts', url], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const group = child.pid;
  if (group) ownProcessGroup(group);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const forget = onCleanup('rebuild process', async () => {
    try {
      if (group) process.kill(-group, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim() && !line.includes('nodedir')) progress(line.trim());
  });
  const code = await exited;
  forget();
  if (group) disownProcessGroup(group);
  if (code !== 0) throw new Error(`the rebuild process exited with ${code}`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as ProcessReport;
}

function describeRebuild(report: ProcessReport) {
  return {
    events: report.events,
    seconds: round(report.seconds, 2),
    eventsPerSecond: Math.round(report.eventsPerSecond),
    swapMs: round(report.swapMs, 2),
    peakRssMiB: report.peakRssMiB,
    rebuildProcessCpuSeconds: round(report.processCpuSeconds, 2),
  };
}

export async function rebuildBenchmark(url: string, settings: RebuildSettings) {
  progress(`rebuild: generating ${settings.pantries * settings.eventsPerPantry} pantry events over ${settings.pantries} pantries`);
  const generated = await generatePantryLog(url, settings);

  progress('rebuild: first rebuild (empty live table)');
  let cpu = cpuSnapshot();
  const first = await rebuildInOwnProcess(url);
  const firstCpu = cpuSince(cpu);
  const firstCheck = await verify(url, settings, []);

  progress(
    `rebuild: second rebuild with the live projector running, ${settings.readers} reader(s) on the live table and ${settings.liveWritesPerSecond} commands/s appended`,
  );
  // As in production: one LISTEN connection, the pantry runner keeping the live table current.
  const listener = new Listener(url);
  await listener.start();
  let swapNotifiedAt: number | undefined;
  listener.on(NOTIFY_CHANNEL, (payload: string) => {
    const message = JSON.parse(payload) as ChangeMessage;
    if (message.rebuilt && message.projection === pantryProjection.name) swapNotifiedAt ??= performance.now();
  });
  const runner = new ProjectionRunner(pantryProjection, { url, listener, pollMs: 250 });
  runner.start();
  const readers = startReaders(url, settings);
  const writer = startLiveWriter(url, settings.liveWritesPerSecond);
  await sleep(1_000);
  cpu = cpuSnapshot();
  const rebuildStarted = performance.now();
  const second = await rebuildInOwnProcess(url);
  const rebuildEnded = performance.now();
  const secondCpu = cpuSince(cpu);
  // Let the readers run past the swap so a query stuck behind it is counted.
  await sleep(500);
  await writer.stop();
  await readers.stop();
  // The runner applies what was appended after the swap; then the table must equal the fold.
  const caughtUp = await waitForRunner(url, pantryProjection.handles);
  await runner.stop();
  await listener.stop();
  const secondCheck = await verify(url, settings, writer.sims);

  const during = readers.samples.filter((sample) => sample.end >= rebuildStarted && sample.start <= rebuildEnded);
  // The swap holds the live table from its ALTERs to its commit, which the notification follows:
  // the blackout is the longest reader query that overlapped that window, or that started just
  // after it (the first queries on the new table).
  const swapEnd = swapNotifiedAt ?? rebuildEnded;
  const swapStart = swapEnd - second.swapMs - 5;
  const aroundSwap = readers.samples.filter((sample) => sample.end >= swapStart && sample.start <= swapEnd + 50);
  const blackout = aroundSwap.reduce((worst, sample) => Math.max(worst, sample.end - sample.start), 0);

  return {
    generated: { ...generated, pantries: settings.pantries, eventsPerPantry: settings.eventsPerPantry, order: 'pantries interleaved (event n -> pantry n % P)' },
    emptyLiveTable: { ...describeRebuild(first), cpu: firstCpu, check: firstCheck },
    withReadersAndWriter: {
      ...describeRebuild(second),
      cpu: secondCpu,
      liveCommandsAppended: writer.commands(),
      readers: settings.readers,
      readerQueries: during.length,
      readerErrors: readers.errors(),
      readerLatencyDuringRebuildMs: summarize(during.map((sample) => sample.end - sample.start)),
      readerQueriesAroundSwap: aroundSwap.length,
      blackoutMs: round(blackout, 2),
      projectorCaughtUpMs: caughtUp,
      check: secondCheck,
    },
  };
}
