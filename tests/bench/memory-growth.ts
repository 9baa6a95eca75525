// How much a process's memory grew over a run, judged so that a leak shows and a garbage collector's
// cycle does not. A Node process's RSS follows its V8 heap, which saws between a low after each major
// collection and a peak before the next (an api node's heap between about 45 and 140 MiB under the
// load, with cycles of up to two minutes), so any one sample is mostly the phase of that cycle: two
// samples of a process whose lows never move can differ by 40 %. Even a straight line through all the
// samples leans wherever the peaks happen to bunch. What a process keeps is its lows, and a leak
// raises them: so the growth is read off the least-squares line through the lowest sample of each
// window (the lower envelope), from the first sample's time to the last, against the line's start.

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

export interface MemoryGrowth {
  /** The lower envelope's line at the first and at the last sample's time, MiB. */
  fittedStartMiB: number;
  fittedEndMiB: number;
  /** (fittedEnd - fittedStart) / fittedStart, in %: positive is growth, negative memory given back. */
  fittedChangePct: number;
  /** The lows the line goes through: [seconds, MiB], one a window. */
  lows: Array<[number, number]>;
}

/**
 * Growth of one process over `points` ([seconds, MiB] samples, in time order): undefined when they
 * span fewer than two windows.
 */
export function memoryGrowth(points: ReadonlyArray<readonly [number, number]>, windowSeconds = ENVELOPE_WINDOW_SECONDS): MemoryGrowth | undefined {
  if (points.length === 0) return undefined;
  const first = points[0]![0];
  // Whole windows only: a short one at the end, whose low need not be a low at all, joins the one before.
  const windows = Math.max(1, Math.floor((points.at(-1)![0] - first) / windowSeconds));
  const lows = new Map<number, [number, number]>();
  for (const [x, y] of points) {
    const window = Math.min(windows - 1, Math.floor((x - first) / windowSeconds));
    const low = lows.get(window);
    if (!low || y < low[1]) lows.set(window, [x, y]);
  }
  if (lows.size < 2) return undefined;
  const envelope = [...lows.values()];
  const slope = trend(envelope);
  const meanX = envelope.reduce((sum, [x]) => sum + x, 0) / envelope.length;
  const meanY = envelope.reduce((sum, [, y]) => sum + y, 0) / envelope.length;
  const at = (x: number) => meanY + slope * (x - meanX);
  const fittedStartMiB = at(first);
  const fittedEndMiB = at(points.at(-1)![0]);
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    fittedStartMiB: round1(fittedStartMiB),
    fittedEndMiB: round1(fittedEndMiB),
    fittedChangePct: round1((100 * (fittedEndMiB - fittedStartMiB)) / Math.max(1, fittedStartMiB)),
    lows: envelope,
  };
}
