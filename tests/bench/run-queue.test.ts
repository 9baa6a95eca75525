import { describe, expect, it } from 'vitest';
import { runQueueSnapshot, runQueueWaits, type RunQueueSnapshot } from './run-queue.ts';

const snapshot = (groups: Record<string, Record<number, [waitedNs: number, slices: number]>>): RunQueueSnapshot =>
  new Map(Object.entries(groups).map(([name, pids]) => [name, new Map(Object.entries(pids).map(([pid, [waitedNs, slices]]) => [Number(pid), { waitedNs, slices }]))]));

describe('runQueueWaits: how long each process waited for a CPU in a measurement', () => {
  it('sums a group over the pids seen at both ends and averages the wait per slice', () => {
    const before = snapshot({ 'api-1': { 10: [1e9, 1000] }, postgres: { 20: [0, 0], 21: [5e8, 100] } });
    // api-1 waited 0.5 s over 2,000 slices in 2 s; of PostgreSQL's backends, 22 started meanwhile
    // (its time is not the measurement's alone) and is left out.
    const after = snapshot({ 'api-1': { 10: [1.5e9, 3000] }, postgres: { 20: [2e8, 400], 21: [7e8, 200], 22: [9e9, 9] } });
    expect(runQueueWaits(before, after, 2)).toEqual({
      'api-1': { waitedMsPerSecond: 250, slicesPerSecond: 1000, meanWaitUs: 250 },
      postgres: { waitedMsPerSecond: 200, slicesPerSecond: 250, meanWaitUs: 800 },
    });
  });

  it("reads the kernel's counts of a running process", () => {
    const before = runQueueSnapshot([['self', [process.pid]]]);
    const deadline = Date.now() + 50;
    // Short sleeps: each wake-up is a slice the kernel counts.
    while (Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    const after = runQueueSnapshot([['self', [process.pid]]]);
    expect(runQueueWaits(before, after, 0.05).self!.slicesPerSecond).toBeGreaterThan(100);
  });
});
