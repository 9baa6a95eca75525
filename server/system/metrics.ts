// /metrics: one Prometheus registry per Larder (never prom-client's global one, so several Larders in
// one process, as in the tests, count apart). Instruments are fed where things happen (requests,
// commits, jobs, plan generation); the gauges derived from the database (projection lag and
// position, the job queue) are read afresh on every scrape. docs/observability.md lists them.
import { constants as performanceConstants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import v8 from 'node:v8';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReplicaStatus } from '../db/replica-set.ts';
import type { Queryable } from '../event-store/event-store.ts';
import type { AppendedEvent } from '../event-store/types.ts';
import type { Projection } from '../projections/projection.ts';
import { healthReport } from './health.ts';

export interface MetricsOptions {
  /** Where the database-derived gauges are read. */
  db: Queryable;
  projections: readonly Projection[];
  /** Node's process metrics (CPU, memory, event loop lag, GC): once per real process, not per test Larder. */
  processMetrics?: boolean;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Jobs by state: due and waiting, due later, taken by a worker, out of attempts. */
const QUEUE_SQL = `
  select task.identifier as task,
         count(job.id) filter (where job.locked_at is null and job.attempts < job.max_attempts and job.run_at <= now())::int as ready,
         count(job.id) filter (where job.locked_at is null and job.attempts < job.max_attempts and job.run_at > now())::int as scheduled,
         count(job.id) filter (where job.locked_at is not null)::int as locked,
         count(job.id) filter (where job.locked_at is null and job.attempts >= job.max_attempts)::int as failed
    from graphile_worker._private_tasks task
    left join graphile_worker._private_jobs job on job.task_id = task.id
   group by task.identifier`;

/** Events each projection stepped past, recorded by its runner (server/projections/runner.ts). */
const SKIPPED_SQL = 'select projection, count(*)::int as count from projection_skipped_events group by projection';

/**
 * Node's process metrics (CPU, memory, event loop lag, GC) and the heap the process keeps, into
 * `registry`: once per real process. The cluster's supervisor, which has no Larder, serves them too.
 */
export function registerProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
  watchRetainedHeap(registry);
}

/**
 * The heap a process keeps: what is in use right after each major (mark-compact) collection. The
 * heap in use at a scrape saws between that and two or three times it, so a leak shows in this
 * gauge's trend long before it shows in RSS or in nodejs_heap_size_used_bytes.
 */
function watchRetainedHeap(registry: Registry): void {
  const retained = new Gauge({
    name: 'larder_heap_retained_bytes',
    help: 'V8 heap in use right after the last major garbage collection (what the process keeps)',
    registers: [registry],
  });
  const observer = new PerformanceObserver((list) => {
    const major = list.getEntries().some((entry) => (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === performanceConstants.NODE_PERFORMANCE_GC_MAJOR);
    if (major) retained.set(v8.getHeapStatistics().used_heap_size);
  });
  observer.observe({ entryTypes: ['gc'] });
}

export class LarderMetrics {
  readonly registry = new Registry();

  private readonly httpDuration = new Histogram({
    name: 'larder_http_request_duration_seconds',
    help: 'HTTP request duration, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly httpRequests = new Counter({
    name: 'larder_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly eventsAppended = new Counter({
    name: 'larder_events_appended_total',
    help: 'Events appended by commands committed in this process, by event type',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });
  private readonly databaseUp = new Gauge({
    name: 'larder_database_up',
    help: '1 when the database answered at the last scrape, else 0',
    registers: [this.registry],
  });
  private readonly projectionLag = new Gauge({
    name: 'larder_projection_lag_events',
    help: "Events of a projection's types in the log that it has not applied yet (read at scrape, capped at 100000)",
    labelNames: ['projection'] as const,
    registers: [this.registry],
  });
  private readonly projectionPosition = new Gauge({
    name: 'larder_projection_position',
    help: "Global position of the last event a projection's checkpoint covers (read at scrape)",
    labelNames: ['projection'] as const,
    registers: [this.registry],
  });
  private readonly projectionSkipped = new Gauge({
    name: 'larder_projection_skipped_events',
    help: 'Accepted events a projection could not apply and stepped past (projection_skipped_events; read at scrape): none is expected',
    labelNames: ['projection'] as const,
    registers: [this.registry],
  });

  private readonly queueDepth = new Gauge({
    name: 'larder_job_queue_depth',
    help: 'graphile-worker jobs by task and state: ready (due), scheduled (due later), locked (running), failed (out of attempts); read at scrape',
    labelNames: ['task', 'state'] as const,
    registers: [this.registry],
  });
  private readonly jobWait = new Histogram({
    name: 'larder_job_wait_seconds',
    help: "Time from a job's run_at to a worker of this process starting it, by task",
    labelNames: ['task'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600],
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'larder_job_duration_seconds',
    help: 'Run time of jobs in this process, by task and outcome (success, error)',
    labelNames: ['task', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers: [this.registry],
  });
  private readonly planGeneration = new Histogram({
    name: 'larder_plan_generation_seconds',
    help: "Time to generate a cook's week plan in the generate-week-plan task, by outcome",
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120],
    registers: [this.registry],
  });
  private readonly websockets = new Gauge({
    name: 'larder_websockets_open',
    help: 'Websockets open on this process (authenticated or not yet)',
    registers: [this.registry],
  });
  private openSockets: (() => number) | undefined;
  private readonly replicaServing = new Gauge({
    name: 'larder_read_replica_serving',
    help: 'Per read replica (DATABASE_READ_URL): 1 while this api node reads from it, 0 while it is set aside (unreachable, silent, too far behind the primary, or catching up)',
    labelNames: ['replica'] as const,
    registers: [this.registry],
  });
  private replicaStatus: (() => readonly ReplicaStatus[]) | undefined;
  private readonly projectionActive = new Gauge({
    name: 'larder_projection_active',
    help: "Per projection this process runs: 1 while its runner is the active one (holds the projection's lock), 0 while it stands by",
    labelNames: ['projection'] as const,
    registers: [this.registry],
  });
  private activeProjections: (() => ReadonlyArray<{ projection: string; active: boolean }>) | undefined;

  constructor(private readonly options: MetricsOptions) {
    if (options.processMetrics) registerProcessMetrics(this.registry);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const methodLabel = METHODS.has(method) ? method : 'OTHER';
    const routeLabel = route || 'unmatched';
    this.httpDuration.observe({ method: methodLabel, route: routeLabel, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    this.httpRequests.inc({ method: methodLabel, route: routeLabel, status: String(status) });
  }

  eventsCommitted = (appended: readonly AppendedEvent[]): void => {
    for (const event of appended) this.eventsAppended.inc({ type: event.type });
  };

  jobStarted(task: string, waitSeconds: number): void {
    this.jobWait.observe({ task }, Math.max(0, waitSeconds));
  }

  jobFinished(task: string, seconds: number, outcome: 'success' | 'error'): void {
    this.jobDuration.observe({ task, outcome }, seconds);
  }

  planGenerated(seconds: number, outcome: string): void {
    this.planGeneration.observe({ outcome }, seconds);
  }

  /** The hub's count of open sockets, read at scrape. */
  countSockets(openSockets: () => number): void {
    this.openSockets = openSockets;
  }

  /** Which of this process's projection runners are active, read at scrape. */
  countActiveProjections(active: () => ReadonlyArray<{ projection: string; active: boolean }>): void {
    this.activeProjections = active;
  }

  /** The read replicas' states, read at scrape. */
  countReplicas(status: () => readonly ReplicaStatus[]): void {
    this.replicaStatus = status;
  }

  /** The exposition: the database-derived gauges are read now, then everything is written out. */
  async scrape(): Promise<string> {
    await this.refresh();
    return this.registry.metrics();
  }

  private async refresh(): Promise<void> {
    this.websockets.set(this.openSockets?.() ?? 0);
    for (const replica of this.replicaStatus?.() ?? []) this.replicaServing.set({ replica: replica.name }, replica.serving ? 1 : 0);
    for (const runner of this.activeProjections?.() ?? []) this.projectionActive.set({ projection: runner.projection }, runner.active ? 1 : 0);
    // The same lag computation as /healthz: one definition of 'behind'.
    const health = await healthReport(this.options.db, this.options.projections);
    this.projectionLag.reset();
    this.projectionPosition.reset();
    this.queueDepth.reset();
    this.databaseUp.set(health.status === 'ok' ? 1 : 0);
    if (health.status !== 'ok') return;
    for (const projection of health.projections) {
      this.projectionLag.set({ projection: projection.name }, projection.lag);
      this.projectionPosition.set({ projection: projection.name }, projection.position);
      this.projectionSkipped.set({ projection: projection.name }, 0);
    }
    try {
      const { rows } = await this.options.db.query<{ projection: string; count: number }>(SKIPPED_SQL);
      for (const row of rows) this.projectionSkipped.set({ projection: row.projection }, row.count);
    } catch {
      // As below: the next scrape says so.
    }
    try {
      const { rows } = await this.options.db.query<{ task: string; ready: number; scheduled: number; locked: number; failed: number }>(QUEUE_SQL);
      for (const row of rows) {
        for (const state of ['ready', 'scheduled', 'locked', 'failed'] as const) this.queueDepth.set({ task: row.task, state }, row[state]);
      }
    } catch {
      // The database went away between the two reads: the next scrape says so.
    }
  }
}
