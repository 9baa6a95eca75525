import { describe, expect, it } from 'vitest';
import type { AppUserRef } from '../../http/context.ts';
import { AppUserCache } from './app-user-cache.ts';

const ready: AppUserRef = { id: 'u1', supabaseId: 's1', pantryId: 'p1', email: 'a@b.c', emailConfirmed: true, setupComplete: true, hasAccess: true, isAdmin: false, unitSystem: 'metric' };

function cacheAt(start = 0) {
  const clock = { now: start };
  return { clock, cache: new AppUserCache(2_000, 3, () => clock.now) };
}

describe('the cache of recent callers', () => {
  it('answers a ready user it read, until the entry is two seconds old', () => {
    const { clock, cache } = cacheAt();
    cache.remember('u1', ready, cache.begin());
    clock.now = 1_999;
    expect(cache.get('u1')).toEqual(ready);
    clock.now = 2_000;
    expect(cache.get('u1')).toBeUndefined();
  });

  it('never keeps a user who is not ready: becoming ready is always read afresh', () => {
    const { cache } = cacheAt();
    cache.remember('u1', { ...ready, hasAccess: false }, cache.begin());
    cache.remember('u2', { ...ready, id: 'u2', setupComplete: false }, cache.begin());
    expect(cache.get('u1')).toBeUndefined();
    expect(cache.get('u2')).toBeUndefined();
  });

  it('forgets everyone on clear, and does not keep a read that began before the clear', () => {
    const { cache } = cacheAt();
    cache.remember('u1', ready, cache.begin());
    const readAt = cache.begin();
    cache.clear();
    expect(cache.get('u1')).toBeUndefined();
    // The read began before the read model moved on: it may hold what the clear was about.
    cache.remember('u2', { ...ready, id: 'u2' }, readAt);
    expect(cache.get('u2')).toBeUndefined();
    cache.remember('u2', { ...ready, id: 'u2' }, cache.begin());
    expect(cache.get('u2')).toBeDefined();
  });

  it('stays within its size by starting over', () => {
    const { cache } = cacheAt();
    for (const id of ['a', 'b', 'c', 'd']) cache.remember(id, { ...ready, id }, cache.begin());
    expect(['a', 'b', 'c', 'd'].filter((id) => cache.get(id))).toEqual(['d']);
  });
});
