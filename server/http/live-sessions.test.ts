import { describe, expect, it } from 'vitest';
import type { Session } from './auth.ts';
import { LiveSessions, type SessionRef } from './live-sessions.ts';

const NOW = 1_800_000_000_000;
const sessionOf = (sessionId: string, token = `token-${sessionId}`, expiresAt = NOW / 1000 + 3600): Session => ({
  token,
  sub: `sub-${sessionId}`,
  email: '',
  sessionId,
  keyId: 'local',
  expiresAt,
  claims: {},
});

/** A provider whose ended sessions the test sets, counting what it is asked. */
function provider() {
  const ended = new Set<string>();
  const asked: SessionRef[][] = [];
  return {
    ended,
    asked,
    lookup: async (sessions: readonly SessionRef[]) => {
      asked.push([...sessions]);
      return new Set(sessions.filter((session) => ended.has(session.sessionId)).map((session) => session.sessionId));
    },
  };
}

describe('live sessions', () => {
  it('asks the provider once on first sight, then only in sweeps, whatever the number of requests', async () => {
    const { lookup, asked } = provider();
    const live = new LiveSessions(lookup, { now: () => NOW });
    const results = await Promise.all(Array.from({ length: 50 }, () => live.admits(sessionOf('a'))));
    expect(results.every(Boolean)).toBe(true);
    await live.admits(sessionOf('b'));
    expect(asked).toHaveLength(2);
    await live.sweep();
    expect(asked).toHaveLength(3);
    expect(asked[2]!.map((ref) => ref.sessionId).sort()).toEqual(['a', 'b']);
  });

  it('refuses a session from the sweep after it ended, and tells its watchers once', async () => {
    const { lookup, ended } = provider();
    const live = new LiveSessions(lookup, { now: () => NOW });
    expect(await live.admits(sessionOf('a'))).toBe(true);
    const closed: string[] = [];
    live.watch(sessionOf('a'), () => closed.push('socket'));
    ended.add('a');
    expect(await live.admits(sessionOf('a'))).toBe(true);
    await live.sweep();
    await live.sweep();
    expect(await live.admits(sessionOf('a'))).toBe(false);
    expect(closed).toEqual(['socket']);
  });

  it('refuses an already ended session on first sight', async () => {
    const { lookup, ended } = provider();
    ended.add('gone');
    const live = new LiveSessions(lookup, { now: () => NOW });
    expect(await live.admits(sessionOf('gone'))).toBe(false);
  });

  it('asks with the newest token of a session, and forgets sessions idle or with only expired tokens', async () => {
    const { lookup, asked } = provider();
    let now = NOW;
    const live = new LiveSessions(lookup, { now: () => now, idleMs: 60_000 });
    await live.admits(sessionOf('a', 'first', NOW / 1000 + 60));
    await live.admits(sessionOf('a', 'refreshed', NOW / 1000 + 3600));
    await live.admits(sessionOf('b', 'short', NOW / 1000 + 10));
    now += 30_000;
    await live.sweep();
    expect(asked.at(-1)!.map((ref) => ref.token)).toEqual(['refreshed']);
    now += 60_000;
    await live.sweep();
    expect(asked).toHaveLength(3);
  });

  it('leaves tokens alone that name no session the provider keeps', async () => {
    const { lookup, asked } = provider();
    const live = new LiveSessions(lookup, { applies: (session) => session.keyId === 'other' });
    expect(await live.admits(sessionOf('a'))).toBe(true);
    expect(asked).toHaveLength(0);
  });
});
