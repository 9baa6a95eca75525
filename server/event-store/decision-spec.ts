// givenStreams(history).when(command).then(appends): a decision across streams (a workflow's) read as
// a specification, as deciderSpec reads one decider. The streams are handed to the decision the way
// handleCommandAcross hands them: those of `foldedWith` folded with their own decider, the others as
// recorded events (a stream with no history: none).
import { expect } from 'vitest';
import type { HandleAcrossOptions, MultiStreamDecision } from './command-handler.ts';
import { fold } from './decider.ts';
import { expectRefused } from './decider-spec.ts';
import type { DomainEvent, JobRequest, RecordedEvent } from './types.ts';

export type DecisionAcross<Result> = Pick<HandleAcrossOptions<Result>, 'streams' | 'decide' | 'foldedWith' | 'jobs'>;

const recorded = (streamId: string, streamVersion: number, event: DomainEvent): RecordedEvent => ({
  ...event,
  streamId,
  streamVersion,
  globalPosition: streamVersion,
  transactionId: 1n,
  eventId: `${streamId}:${streamVersion}`,
  schemaVersion: 1,
  ownerId: null,
  metadata: { actor: 'test', commandId: 'test', correlationId: 'test', causationId: 'test' },
  recordedAt: new Date(0),
});

/** The events appended, by stream; streams the decision leaves alone are left out. */
const appendsOf = (decision: MultiStreamDecision<unknown>) => Object.fromEntries(decision.appends.filter((append) => append.events.length > 0).map((append) => [append.streamId, append.events]));

export function givenStreams(history: Record<string, readonly DomainEvent[]>) {
  return {
    when<Result>(command: DecisionAcross<Result>) {
      const run = () => {
        const loaded = new Map<string, RecordedEvent[]>();
        const folded = new Map<string, unknown>();
        for (const streamId of command.streams) {
          const events = history[streamId] ?? [];
          const decider = command.foldedWith?.[streamId];
          if (decider) folded.set(streamId, fold(decider, events));
          else loaded.set(streamId, events.map((event, index) => recorded(streamId, index + 1, event)));
        }
        return command.decide(loaded, folded);
      };
      return {
        /** These events on these streams, and nothing on any other. */
        then(expected: Record<string, DomainEvent[]>) {
          expect(appendsOf(run())).toEqual(expected);
        },
        /** What the command answers. */
        thenAnswers(expected: Result) {
          expect(run().result).toEqual(expected);
        },
        /** The jobs enqueued with the events. */
        thenEnqueues(expected: JobRequest[]) {
          expect(command.jobs?.(run()) ?? []).toEqual(expected);
        },
        thenMatches(check: (decision: MultiStreamDecision<Result>, appended: Record<string, DomainEvent[]>) => void) {
          const decision = run();
          check(decision, appendsOf(decision));
        },
        thenThrows(message: string | RegExp, status?: number) {
          expectRefused(run, message, status);
        },
        thenNothingHappened() {
          expect(appendsOf(run())).toEqual({});
        },
      };
    },
  };
}
