// How long each process's main thread (a Node process's event loop) waited for a CPU once it had
// work: the kernel's schedstat (/proc/PID/schedstat: time run, time waited on a run queue, slices
// run). A request that waits outside every handler waits here, or in another process that does.
import fs from 'node:fs';
import { round } from './support.ts';

interface Sched {
  waitedNs: number;
  slices: number;
}

function schedOf(pid: number): Sched | undefined {
  try {
    const [, waited, slices] = fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
    return { waitedNs: waited!, slices: slices! };
  } catch {
    return undefined;
  }
}

/** Each named group of pids (a process, or PostgreSQL's backends) as the kernel counts them now. */
export type RunQueueSnapshot = Map<string, Map<number, Sched>>;

export function runQueueSnapshot(groups: ReadonlyArray<readonly [name: string, pids: readonly number[]]>): RunQueueSnapshot {
  return new Map(
    groups.map(([name, pids]) => [
      name,
      new Map(
        pids.flatMap((pid) => {
          const sched = schedOf(pid);
          return sched ? [[pid, sched] as const] : [];
        }),
      ),
    ]),
  );
}

export interface RunQueueWait {
  /** Milliseconds a second that the group's threads were ready to run and waited for a CPU. */
  waitedMsPerSecond: number;
  /** Times a second they were given a CPU (a wake-up, or a preempted thread resuming). */
  slicesPerSecond: number;
  /** The average wait before each of those, in µs. */
  meanWaitUs: number;
}

/** The waits between two snapshots, over the pids present in both. */
export function runQueueWaits(before: RunQueueSnapshot, after: RunQueueSnapshot, seconds: number): Record<string, RunQueueWait> {
  return Object.fromEntries(
    [...after].map(([name, pids]) => {
      let waitedNs = 0;
      let slices = 0;
      for (const [pid, now] of pids) {
        const then = before.get(name)?.get(pid);
        if (!then) continue;
        waitedNs += now.waitedNs - then.waitedNs;
        slices += now.slices - then.slices;
      }
      return [name, { waitedMsPerSecond: round(waitedNs / 1e6 / seconds, 1), slicesPerSecond: round(slices / seconds, 0), meanWaitUs: slices === 0 ? 0 : round(waitedNs / 1e3 / slices, 0) }];
    }),
  );
}
