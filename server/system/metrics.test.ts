import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Gauge } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../tests/setup/larder.ts';
import type { Queryable } from '../event-store/event-store.ts';
import { LarderMetrics } from './metrics.ts';

v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** The gauge after one more major collection: cleared first, then read once the collection's entry has set it. */
async function retainedMiB(metrics: LarderMetrics): Promise<number> {
  const gauge = metrics.registry.getSingleMetric('larder_heap_retained_bytes') as Gauge;
  gauge.reset();
  collect();
  // The collection's performance entry is delivered after it, not within it.
  const bytes = await eventually(async () => (await gauge.get()).values[0]?.value, 5_000, 'the major collection to be observed');
  return bytes / 2 ** 20;
}

describe('larder_heap_retained_bytes: the heap a process keeps after a major collection', () => {
  it('rises by what the process holds on to and falls when it lets go, whatever was allocated in between', async () => {
    // Nothing here reads the database: the gauge is fed by the process's own collections.
    const metrics = new LarderMetrics({ db: undefined as unknown as Queryable, projections: [], processMetrics: true });
    const before = await retainedMiB(metrics);
    expect(before).toBeGreaterThan(1);

    // 40 MiB kept (arrays of 2^17 doubles on the V8 heap: 1 MiB each), and 100 MiB of garbage that a collection takes back.
    const mebibyte = (seed: number) => new Array<number>(2 ** 17).fill(seed + 0.5);
    const kept = Array.from({ length: 40 }, (_, n) => mebibyte(n));
    let garbage = 0;
    for (let n = 0; n < 100; n++) garbage += mebibyte(n).length;
    expect(garbage).toBe(100 * 2 ** 17);
    const holding = await retainedMiB(metrics);
    expect(holding - before).toBeGreaterThan(30);
    expect(holding - before).toBeLessThan(70);

    kept.length = 0;
    const after = await retainedMiB(metrics);
    expect(holding - after).toBeGreaterThan(30);
  });
});
