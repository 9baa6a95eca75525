import { describe, expect, it } from 'vitest';
import { memoryChange } from './memory-change.ts';

/** RSS every 5 s from 60 s to 660 s: a saw from `low` up by `amplitude` MiB every `period` s, plus `leak` MiB a minute. */
function samples({ low, amplitude, period, leak, phase = 0 }: { low: number; amplitude: number; period: number; leak: number; phase?: number }) {
  const points: Array<[number, number]> = [];
  for (let seconds = 60; seconds <= 660; seconds += 5) {
    const saw = (((seconds + phase) % period) / period) * amplitude;
    points.push([seconds, low + saw + (leak * (seconds - 60)) / 60]);
  }
  return points;
}

describe('memoryChange: the soak judges memory by the lows a process keeps, not by where a sample fell in its collection cycle', () => {
  it('calls a process whose lows never move flat, wherever its first and last samples caught the saw', () => {
    // As an api node in the soak: 180 MiB after a major collection, up to 250 before the next.
    for (const phase of [0, 17, 33, 52]) {
      const points = samples({ low: 180, amplitude: 70, period: 55, leak: 0, phase });
      expect(Math.abs(memoryChange(points)!.changePct)).toBeLessThan(5);
      // The figure it replaces, the largest departure from the first sample, is past the 10 % the
      // target allows, whatever the phase.
      const largest = Math.max(...points.map(([, mib]) => Math.abs(mib - points[0]![1]) / points[0]![1]));
      expect(largest).toBeGreaterThan(0.1);
    }
  });

  it('is not led by peaks that bunch late in the run (a long cycle before the last major collection)', () => {
    const points = samples({ low: 180, amplitude: 10, period: 30, leak: 0 }).map(([seconds, mib]): [number, number] => [seconds, seconds >= 480 && seconds < 570 ? mib + 60 : mib]);
    expect(Math.abs(memoryChange(points)!.changePct)).toBeLessThan(3);
  });

  it('is not led by a sample that dips once and comes back (a heap giving pages back for a moment)', () => {
    // As the proxy: 128-133 MiB, with one sample at 105 in the first window.
    const points = samples({ low: 128, amplitude: 5, period: 60, leak: 0 }).map(([seconds, mib]): [number, number] => [seconds, seconds === 100 ? 105 : mib]);
    expect(Math.abs(memoryChange(points)!.changePct)).toBeLessThan(3);
  });

  it('gives one step down as the step it is, not a slope carried past the end', () => {
    // As a worker giving back the setup's heap in the fifth minute: 166 MiB, then 123.
    const points = samples({ low: 166, amplitude: 20, period: 40, leak: 0 }).map(([seconds, mib]): [number, number] => [seconds, seconds >= 300 ? mib - 43 : mib]);
    expect(memoryChange(points)!.changePct).toBeCloseTo((-43 / 166) * 100, 0);
  });

  it('shows a leak of 5 MiB a minute as the growth it is: about 40 MiB over the eight minutes between the first and last lows, on 180', () => {
    const change = memoryChange(samples({ low: 180, amplitude: 70, period: 55, leak: 5 }))!;
    expect(change.lastLowMiB - change.firstLowMiB).toBeGreaterThan(35);
    expect(change.lastLowMiB - change.firstLowMiB).toBeLessThan(50);
    expect(change.changePct).toBeGreaterThan(19);
  });

  it('shows memory given back as a fall', () => {
    expect(memoryChange(samples({ low: 300, amplitude: 10, period: 60, leak: -4 }))!.changePct).toBeLessThan(-8);
  });

  it('has nothing to say of samples within one window', () => {
    expect(memoryChange([[0, 100], [60, 120]])).toBeUndefined();
  });
});
