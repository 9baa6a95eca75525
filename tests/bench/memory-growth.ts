// How much a process's memory grew over a run, judged so that a leak shows and a garbage collector's
// sawtooth does not. A Node process's RSS follows its V8 heap, which saws between a low after each
// collection and a peak before the next (an api node's between about 45 and 165 MiB under the load),
// so any one sample is mostly the phase of that saw: two samples of a process whose lows never move
// can differ by 40 %. A leak is a trend, so the growth is read off the least-squares line through
// many samples: the line's change from the first sample's time to the last, against the line's
// value at the start.

/** Least-squares slope of y over x (0 with fewer than two distinct x). */
export function trend(points: ReadonlyArray<readonly [number, number]>): number {
  if (points.length < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const spread = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return spread > 0 ? points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0) / spread : 0;
}

export interface MemoryGrowth {
  /** The line's value at the first and at the last sample's time, MiB. */
  fittedStartMiB: number;
  fittedEndMiB: number;
  /** (fittedEnd - fittedStart) / fittedStart, in % (negative: memory given back). */
  fittedChangePct: number;
  samples: number;
}

/** Growth of one process over `points` ([seconds, MiB] samples, in time order); undefined with fewer than 2. */
export function memoryGrowth(points: ReadonlyArray<readonly [number, number]>): MemoryGrowth | undefined {
  if (points.length < 2) return undefined;
  const slope = trend(points);
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const at = (x: number) => meanY + slope * (x - meanX);
  const fittedStartMiB = at(points[0]![0]);
  const fittedEndMiB = at(points.at(-1)![0]);
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    fittedStartMiB: round1(fittedStartMiB),
    fittedEndMiB: round1(fittedEndMiB),
    fittedChangePct: round1((100 * (fittedEndMiB - fittedStartMiB)) / Math.max(1, fittedStartMiB)),
    samples: points.length,
  };
}
