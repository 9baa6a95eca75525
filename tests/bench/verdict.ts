// Whether a benchmark's figure can be judged at all: a figure from no operations, or from operations
// that failed, says nothing about the target, so it is never 'met' and the run fails.

export interface Sample {
  /** Operations measured. */
  count: number;
  /** Operations that failed (refused, errored, or whose notice never came). */
  failed?: number;
  /** The fewest operations the figure needs to mean anything; 1 unless stated. */
  minimum?: number;
}

/** Why the figure cannot be judged, or undefined when it can. */
export function unjudgeable(sample: Sample): string | undefined {
  const failed = sample.failed ?? 0;
  const minimum = sample.minimum ?? 1;
  if (failed > 0) return `${failed} of ${sample.count + failed} operations failed`;
  if (sample.count < minimum) return sample.count === 0 ? 'no operation was measured' : `${sample.count} operations measured, fewer than the ${minimum} it needs`;
  return undefined;
}
