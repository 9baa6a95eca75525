// The write side's shape: a pure decider per stream type. No I/O, no clock, no randomness inside:
// time and generated ids arrive in the command.
import type { DomainEvent } from './types.ts';

export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Returns the events that record the decision, or throws a DomainError when a rule forbids it. */
  decide: (command: Command, state: State) => Event[];
}

export function fold<Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>,
  events: readonly Event[],
  from: State = decider.initialState(),
): State {
  return events.reduce(decider.evolve, from);
}

/** Compile-time proof that a switch handled every member of a union. */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unhandled ${what}: ${JSON.stringify(value)}`);
}
