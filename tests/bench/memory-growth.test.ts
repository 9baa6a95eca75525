import { describe, expect, it } from 'vitest';
import { memoryGrowth } from './memory-growth.ts';

/** RSS every 5 s for 600 s: a saw between `low` and `low + amplitude` MiB every `period` s, plus `leak` MiB a minute. */
function samples({ low, amplitude, period, leak, phase = 0 }: { low: number; amplitude: number; period: number; leak: number; phase?: number }) {
  const points: Array<[number, number]> = [];
  for (let seconds = 0; seconds <= 600; seconds += 5) {
    const saw = (((seconds + phase) % period) / period) * amplitude;
    points.push([seconds, low + saw + (leak * seconds) / 60]);
  }
  return points;
}

describe('memoryGrowth: the soak judges memory by its trend, not by where one sample fell on the heap saw', () => {
  it('calls a process whose lows never move flat, wherever its last sample caught the saw', () => {
    // As an api node in the soak: 220 MiB after a collection, up to 290 before the next.
    for (const phase of [0, 17, 33, 52]) {
      const points = samples({ low: 220, amplitude: 70, period: 55, leak: 0, phase });
      const strictEndChange = (100 * (points.at(-1)![1] - points[0]![1])) / points[0]![1];
      const growth = memoryGrowth(points)!;
      expect(Math.abs(growth.fittedChangePct)).toBeLessThan(3);
      // The sample-to-sample figure it replaces swings with the phase alone.
      if (phase === 0) expect(Math.abs(strictEndChange)).toBeGreaterThan(10);
    }
  });

  it('shows a leak of 5 MiB a minute as the growth it is (about 50 MiB over ten minutes, on 250)', () => {
    const growth = memoryGrowth(samples({ low: 220, amplitude: 70, period: 55, leak: 5 }))!;
    expect(growth.fittedEndMiB - growth.fittedStartMiB).toBeGreaterThan(45);
    expect(growth.fittedEndMiB - growth.fittedStartMiB).toBeLessThan(60);
    expect(growth.fittedChangePct).toBeGreaterThan(15);
  });

  it('shows memory given back as a fall', () => {
    const growth = memoryGrowth(samples({ low: 300, amplitude: 10, period: 60, leak: -4 }))!;
    expect(growth.fittedChangePct).toBeLessThan(-10);
  });

  it('has nothing to say of fewer than two samples', () => {
    expect(memoryGrowth([[0, 100]])).toBeUndefined();
  });
});
