// Each process listens only to the notices its roles use: the api to read models changing, a
// projector to new events while one of its runners is active (a standby hears none), a worker to
// neither (no LISTEN connection at all).
import { describe, expect, it } from 'vitest';
import { channelsFor, Listener, onDemandChannelsFor } from '../../server/db/listener.ts';
import { useTestDatabase } from '../setup/database.ts';

const testDb = useTestDatabase();

const listenerConnections = async () =>
  (await testDb.pool.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'larder-listener'`)).rows[0]!.n;

describe('LISTEN per role', () => {
  it('names the channels each role needs', () => {
    expect(channelsFor(['api'])).toEqual(['readmodel_changed']);
    expect(channelsFor(['projector'])).toEqual([]);
    expect(onDemandChannelsFor(['projector'])).toEqual(['events_appended']);
    expect(channelsFor(['worker'])).toEqual([]);
    expect(onDemandChannelsFor(['worker'])).toEqual([]);
    expect(channelsFor(['api', 'projector', 'worker'])).toEqual(['readmodel_changed']);
    expect(onDemandChannelsFor(['api', 'projector', 'worker'])).toEqual(['events_appended']);
  });

  it('hears an on-demand channel only while it is held, by anyone', async () => {
    const projector = new Listener(testDb.database.url, channelsFor(['projector']), onDemandChannelsFor(['projector']));
    await projector.start();
    const heard: string[] = [];
    projector.on('events_appended', (payload: string) => heard.push(payload));
    // A notice sent after one the listener hears arrives after it: hearing the second proves the
    // first was not heard, without waiting for nothing.
    const notify = (payload: string) => testDb.pool.query(`select pg_notify('events_appended', $1)`, [payload]);
    const until = async (payload: string) => {
      const deadline = Date.now() + 5_000;
      while (!heard.includes(payload) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      await notify('while standing by');
      await projector.hold('events_appended');
      await projector.hold('events_appended');
      await notify('held twice');
      await until('held twice');
      await projector.release('events_appended');
      await notify('still held once');
      await until('still held once');
      await projector.release('events_appended');
      await notify('released');
      // The api channel, which it never listens to, cannot mark the end: hold again to hear a marker.
      await projector.hold('events_appended');
      await notify('held again');
      await until('held again');
      expect(heard).toEqual(['held twice', 'still held once', 'held again']);
    } finally {
      await projector.stop();
    }
  });

  it('hears only its channels, and opens no connection when it has none', async () => {
    const before = await listenerConnections();
    const none = new Listener(testDb.database.url, channelsFor(['worker']));
    await none.start();
    expect(await listenerConnections()).toBe(before);

    const api = new Listener(testDb.database.url, channelsFor(['api']));
    await api.start();
    expect(() => api.hold('events_appended')).toThrow(/not built to hear events_appended/);
    const heard: string[] = [];
    api.on('readmodel_changed', (payload: string) => heard.push(`readmodel_changed ${payload}`));
    api.on('events_appended', (payload: string) => heard.push(`events_appended ${payload}`));
    try {
      expect(await listenerConnections()).toBe(before + 1);
      await testDb.pool.query(`select pg_notify('events_appended', 'PantryItemAdded')`);
      await testDb.pool.query(`select pg_notify('readmodel_changed', 'pantry')`);
      const deadline = Date.now() + 5_000;
      while (heard.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      // Notices arrive in commit order: had the first been heard, it would be first.
      expect(heard).toEqual(['readmodel_changed pantry']);
    } finally {
      await api.stop();
      await none.stop();
    }
  });
});
