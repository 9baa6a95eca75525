import { describe, expect, it } from 'vitest';
import { memoryGrowth } from './memory-growth.ts';

/** RSS every 5 s from 60 s to 660 s: a saw from `low` up by `amplitude` MiB every `period` s, plus `leak` MiB a minute. */
function samples({ low, amplitude, period, leak, phase = 0 }: { low: number; amplitude: number; period: number; leak: number; phase?: number }) {
  const points: Array<[number, number]> = [];
  for (let seconds = 60; seconds <= 660; seconds += 5) {
    const saw = (((seconds + phase) % period) / period) * amplitude;
    points.push([seconds, low + saw + (leak * (seconds - 60)) / 60]);
  }
  return points;
}

describe('memoryGrowth: the soak judges memory by the lows a process keeps, not by where a sample fell in its collection cycle', () => {
  it('calls a process whose lows never move flat, wherever its first and last samples caught the saw', () => {
    // As an api node in the soak: 180 MiB after a major collection, up to 250 before the next.
    for (const phase of [0, 17, 33, 52]) {
      const points = samples({ low: 180, amplitude: 70, period: 55, leak: 0, phase });
      const growth = memoryGrowth(points)!;
      expect(Math.abs(growth.fittedChangePct)).toBeLessThan(2);
      // The figure it replaces, the largest departure from the first sample, is past the 10 % the
      // target allows, whatever the phase.
      const largest = Math.max(...points.map(([, mib]) => Math.abs(mib - points[0]![1]) / points[0]![1]));
      expect(largest).toBeGreaterThan(0.1);
    }
  });

  it('is not led by peaks that bunch late in the run (a long cycle before the last major collection)', () => {
    const points = samples({ low: 180, amplitude: 10, period: 30, leak: 0 }).map(([seconds, mib]): [number, number] => [seconds, seconds >= 480 && seconds < 570 ? mib + 60 : mib]);
    const growth = memoryGrowth(points)!;
    expect(Math.abs(growth.fittedChangePct)).toBeLessThan(3);
  });

  it('shows a leak of 5 MiB a minute as the growth it is: about 50 MiB over ten minutes, on 180', () => {
    const growth = memoryGrowth(samples({ low: 180, amplitude: 70, period: 55, leak: 5 }))!;
    expect(growth.fittedEndMiB - growth.fittedStartMiB).toBeGreaterThan(40);
    expect(growth.fittedEndMiB - growth.fittedStartMiB).toBeLessThan(60);
    expect(growth.fittedChangePct).toBeGreaterThan(20);
  });

  it('shows memory given back as a fall', () => {
    const growth = memoryGrowth(samples({ low: 300, amplitude: 10, period: 60, leak: -4 }))!;
    expect(growth.fittedChangePct).toBeLessThan(-10);
  });

  it('has nothing to say of samples within one window', () => {
    expect(memoryGrowth([[0, 100], [60, 120]])).toBeUndefined();
  });
});
