// given(events).when(command).then(events): decider rules read as specifications. It also checks
// the Axon invariant: the state after decide+evolve equals the state rebuilt from the whole history.
import { expect } from 'vitest';
import { fold, type Decider } from './decider.ts';
import type { DomainEvent } from './types.ts';

/** `run` refused its command: it threw an Error with this message (and this HTTP status, if given). */
export function expectRefused(run: () => unknown, message: string | RegExp, status?: number) {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught, 'the command should have been refused').toBeInstanceOf(Error);
  const error = caught as Error & { status?: number };
  if (typeof message === 'string') expect(error.message).toBe(message);
  else expect(error.message).toMatch(message);
  if (status !== undefined) expect(error.status).toBe(status);
}

export function deciderSpec<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return {
    given(history: Event[]) {
      return {
        when(command: Command) {
          const run = () => {
            const state = fold(decider, history);
            const events = decider.decide(command, state);
            expect(fold(decider, events, state)).toEqual(fold(decider, [...history, ...events]));
            return events;
          };
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenMatches(check: (events: Event[]) => void) {
              check(run());
            },
            thenThrows(message: string | RegExp, status?: number) {
              expectRefused(run, message, status);
            },
            thenNothingHappened() {
              expect(run()).toEqual([]);
            },
          };
        },
      };
    },
  };
}
