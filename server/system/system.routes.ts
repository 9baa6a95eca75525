// The operator's endpoints: /healthz (liveness and projection lag), /readyz (may this process take
// traffic) and /metrics (Prometheus). Served by the api, and on METRICS_PORT by any process.
import { Hono } from 'hono';
import type pg from 'pg';
import type { Db } from '../db/database.ts';
import type { ReplicaSet } from '../db/replica-set.ts';
import type { Projection } from '../projections/projection.ts';
import { healthReport } from './health.ts';
import type { LarderMetrics } from './metrics.ts';
import { readinessReport } from './readiness.ts';

export interface SystemRoutesDeps {
  pool: pg.Pool;
  db: Db;
  /** The read models whose lag /healthz reports. */
  projections: readonly Projection[];
  /**
   * The read replicas, when reads go to them: named with their state in /readyz. A replica that does
   * not answer does not make the process unready: reads go to the others, or to the primary.
   */
  replicas?: Pick<ReplicaSet, 'status'>;
  /** Serves /metrics when given. */
  metrics?: LarderMetrics;
}

export function systemRoutes(deps: SystemRoutesDeps) {
  const routes = new Hono()
    .get('/healthz', async (c) => {
      const report = await healthReport(deps.pool, deps.projections);
      return c.json(report, report.status === 'ok' ? 200 : 503);
    })
    .get('/readyz', async (c) => {
      const readiness = await readinessReport(deps.db);
      const replicas = deps.replicas?.status();
      return c.json(replicas ? { ...readiness, replicas } : readiness, readiness.ready ? 200 : 503);
    });
  const metrics = deps.metrics;
  if (metrics) {
    routes.get('/metrics', async (c) => c.body(await metrics.scrape(), 200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }));
  }
  return routes;
}
