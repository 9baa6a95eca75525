// The write side's shape: a pure decider per stream type. No I/O, no clock, no randomness inside:
// time and generated ids arrive in the command.
import type { DomainEvent } from './types.ts';

export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Returns the events that record the decision, or throws a DomainError when a rule forbids it. */
  decide: (command: Command, state: State) => Event[];
  /** Opts the stream type in to snapshots (decision 0021); without it every command folds the whole stream. */
  snapshot?: SnapshotPolicy<State>;
}

/**
 * How a decider's state is snapshotted. A snapshot is a cache of the fold: it must come out of
 * `fromJSON(JSON.parse(JSON.stringify(toJSON(state))))` equal to the state, key order included where
 * the decider depends on it.
 */
export interface SnapshotPolicy<State> {
  /**
   * Names the state's shape, e.g. 'grocery-list-state-1'. Bump it whenever evolve, the state's shape
   * or an upcaster of the stream's events changes: snapshots of another schema are then ignored.
   */
  schema: string;
  /** A snapshot is taken once a commit leaves the stream this many events past the last one. */
  every: number;
  /** The state as JSON (default: the state itself, which must then be plain JSON). */
  toJSON?: (state: State) => unknown;
  /** The state back from what toJSON made (default: as parsed). */
  fromJSON?: (json: unknown) => State;
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
