// How much a process's memory changed over a run, judged so that a leak shows and a garbage
// collector's cycle does not. A Node process's RSS follows its V8 heap, which saws between a low after
// each major collection and a peak before the next (an api node's heap between about 45 and 165 MiB
// under the load, with cycles of up to two minutes), so any one sample is mostly the phase of that
// cycle: two samples of a process whose lows never move can differ by 40 %. A straight line through
// all the samples leans wherever the peaks happen to bunch, and one through a few lows turns a single
// step into a slope and carries it past the run's end. What a process keeps is its lows, and a leak
// raises them: so the change is the low of the run's last window against that of its first. A window's
// low is its 10th percentile, not its minimum: the proxy, flat at 128-133 MiB, dips for one sample now
// and then (105, 117) when its heap gives pages back, and a dip is not where it stays.

/** Least-squares slope of y over x (0 with fewer than two distinct x). */
export function trend(points: ReadonlyArray<readonly [number, number]>): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const spread = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return spread > 0 ? points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) / spread : 0;
}

/** How long a window's lowest sample is taken over: longer than the longest collection cycle seen. */
export const ENVELOPE_WINDOW_SECONDS = 120;
/** A window's low: this fraction of its samples lie at or below it (nearest rank). */
const LOW_PERCENTILE = 0.1;

export interface MemoryChange {
  /** The low (10th percentile) of the first and of the last window, MiB. */
  firstLowMiB: number;
  lastLowMiB: number;
  /** (lastLow - firstLow) / firstLow, in %: positive is growth, negative memory given back. */
  changePct: number;
  /** Every window's low, [seconds, MiB] of the sample at it, to show the way between. */
  lows: Array<[number, number]>;
}

/**
 * The change of one process's memory over `points` ([seconds, MiB] samples, in time order): undefined
 * when they span fewer than two windows.
 */
export function memoryChange(points: ReadonlyArray<readonly [number, number]>, windowSeconds = ENVELOPE_WINDOW_SECONDS): MemoryChange | undefined {
  if (points.length === 0) return undefined;
  const first = points[0]![0];
  // Whole windows only: a short one at the end, whose low need not be a low at all, joins the one before.
  const windows = Math.max(1, Math.floor((points.at(-1)![0] - first) / windowSeconds));
  const byWindow = new Map<number, Array<readonly [number, number]>>();
  for (const point of points) {
    const window = Math.min(windows - 1, Math.floor((point[0] - first) / windowSeconds));
    const inWindow = byWindow.get(window);
    if (inWindow) inWindow.push(point);
    else byWindow.set(window, [point]);
  }
  if (byWindow.size < 2) return undefined;
  const envelope = [...byWindow.values()].map((inWindow): [number, number] => {
    const sorted = inWindow.sort((a, b) => a[1] - b[1]);
    const low = sorted[Math.max(0, Math.ceil(sorted.length * LOW_PERCENTILE) - 1)]!;
    return [low[0], low[1]];
  });
  const firstLowMiB = envelope[0]![1];
  const lastLowMiB = envelope.at(-1)![1];
  return {
    firstLowMiB,
    lastLowMiB,
    changePct: Math.round((1000 * (lastLowMiB - firstLowMiB)) / Math.max(1, firstLowMiB)) / 10,
    lows: envelope,
  };
}
