import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { loadError, refreshFailed } from './query-state';

const unreachable = new Error('unreachable');

/** A pantry query that loads `first` (or fails), then is fetched again and fails; `watched` when a screen observes it. */
async function pantryQuery(first: unknown, { watched = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let fail = first === unreachable;
  const options = { queryKey: ['pantry'], queryFn: () => (fail ? Promise.reject(unreachable) : Promise.resolve(first)) };
  const observer = new QueryObserver(client, options);
  const results: QueryObserverResult[] = [];
  const unsubscribe = watched ? observer.subscribe((result) => results.push(result)) : () => {};
  await client.fetchQuery(options).catch(() => {});
  const loaded = observer.getCurrentResult();
  fail = true;
  await client.refetchQueries({ queryKey: ['pantry'], type: 'all' });
  return { loaded, again: observer.getCurrentResult(), query: client.getQueryCache().find({ queryKey: ['pantry'] })!, done: () => (unsubscribe(), client.clear()) };
}

describe('when a screen shows its load error', () => {
  it('shows it for a query that failed with nothing loaded', async () => {
    const { loaded, again, done } = await pantryQuery(unreachable);
    expect(loadError(loaded)).toBe(unreachable);
    expect(loadError(again)).toBe(unreachable);
    done();
  });
  it('keeps what was loaded when a later fetch fails', async () => {
    const { loaded, again, done } = await pantryQuery([{ name: 'Egg' }]);
    expect(loadError(loaded)).toBeNull();
    expect(again.isError).toBe(true);
    expect(again.data).toEqual([{ name: 'Egg' }]);
    expect(loadError(again)).toBeNull();
    done();
  });
  it('keeps an empty answer too: an empty pantry, a cook with no plan yet', async () => {
    for (const empty of [[], null]) {
      const { again, done } = await pantryQuery(empty);
      expect(loadError(again)).toBeNull();
      done();
    }
  });
  it('names the first of several queries that failed with nothing loaded', async () => {
    const stale = await pantryQuery(['Egg']);
    const missing = await pantryQuery(unreachable);
    expect(loadError(stale.again, missing.again)).toBe(unreachable);
    expect(loadError(stale.again, stale.loaded)).toBeNull();
    expect(loadError()).toBeNull();
    stale.done();
    missing.done();
  });
});

describe('a refresh that failed over data on screen', () => {
  it('is one whose data a screen still shows', async () => {
    const { query, done } = await pantryQuery(['Egg']);
    expect(refreshFailed(query)).toBe(true);
    done();
  });
  it('is not a load that failed with nothing to show (the screen says that itself)', async () => {
    const { query, done } = await pantryQuery(unreachable);
    expect(refreshFailed(query)).toBe(false);
    done();
  });
  it('is not one that no screen shows', async () => {
    const { query, done } = await pantryQuery(['Egg'], { watched: false });
    expect(refreshFailed(query)).toBe(false);
    done();
  });
});
