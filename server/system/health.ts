// /healthz: database reachability and each projection's lag, for people and load balancers.
import type { Queryable } from '../event-store/event-store.ts';
import { projectionLag, readCheckpoint } from '../projections/checkpoints.ts';
import type { Projection } from '../projections/projection.ts';

export async function healthReport(db: Queryable, projections: readonly Projection[]) {
  const started = performance.now();
  try {
    await db.query('select 1');
    const database = { reachable: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
    const report = await Promise.all(
      projections.map(async (projection) => {
        const checkpoint = await readCheckpoint(db, projection.name, projection.version);
        return {
          name: projection.name,
          version: projection.version,
          position: checkpoint.position,
          lag: await projectionLag(db, projection.handles, checkpoint, 100_000),
        };
      }),
    );
    return { status: 'ok' as const, database, projections: report };
  } catch (error) {
    return { status: 'unavailable' as const, database: { reachable: false, error: String(error) }, projections: [] };
  }
}
