// The websocket at /ws (DESIGN §5) as a browser tab uses it: authenticate, hear about changes to
// your own read models and nobody else's, resume after a drop, across api processes.
import http from 'node:http';
import pg from 'pg';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appUserIdFor } from '../../server/modules/accounts/index.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { projections } from '../../server/read-models.ts';
import { CLOSE_UNAUTHENTICATED } from '../../server/contract/realtime.ts';
import { RealtimeHub } from '../../server/realtime/hub.ts';
import { ApiClient, eventually, mintToken, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

const SPINACH = ingredientIdFor('Spinach');
const ONION = ingredientIdFor('Yellow onion');
const GRACE_MS = 400;

interface Changed {
  type: 'changed';
  model: string;
  ids: string[];
  position: number;
}

/** A tab's socket: keeps every message it hears so a test can wait for one or assert on none. */
class Tab {
  readonly messages: any[] = [];
  closed: { code: number; reason: string } | undefined;
  rawSocket: Socket | undefined;
  private readonly closing: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('upgrade', (response) => (this.rawSocket = response.socket as Socket));
    socket.on('message', (data) => this.messages.push(JSON.parse(data.toString())));
    this.closing = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        this.closed = { code, reason: reason.toString() };
        resolve(this.closed);
      }),
    );
    socket.on('error', () => {});
  }

  static async open(baseUrl: string): Promise<Tab> {
    const tab = new Tab(new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`));
    await new Promise<void>((resolve, reject) => {
      tab.socket.once('open', () => resolve());
      tab.socket.once('error', reject);
    });
    return tab;
  }

  /** Opens a socket and authenticates it as the first message, as the web client does. */
  static async signedIn(baseUrl: string, token: string): Promise<Tab> {
    const tab = await Tab.open(baseUrl);
    tab.send({ type: 'auth', token });
    await tab.waitFor((message) => message.type === 'ready', 'ready');
    return tab;
  }

  send(message: unknown): void {
    this.socket.send(JSON.stringify(message));
  }

  changes(model?: string): Changed[] {
    return this.messages.filter((message) => message.type === 'changed' && (!model || message.model === model));
  }

  async waitFor(check: (message: any) => boolean, what: string, timeoutMs = 10_000): Promise<any> {
    return eventually(async () => this.messages.find(check), timeoutMs, what);
  }

  async waitForClose(timeoutMs = 10_000): Promise<{ code: number; reason: string }> {
    return Promise.race([
      this.closing,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the socket was not closed')), timeoutMs).unref()),
    ]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.socket.close();
    await this.waitForClose();
  }
}

let larder: TestLarder;
const tabs: Tab[] = [];
const track = (tab: Tab) => (tabs.push(tab), tab);

beforeAll(async () => {
  larder = await startTestLarder();
});
afterAll(async () => {
  for (const tab of tabs) tab.socket.terminate();
  await larder?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function addItem(user: TestUser, ingredientId = SPINACH, client = user.client): Promise<string> {
  const response = await client.post('/api/v1/pantry-ingredient', {
    pantry_id: user.pantryId,
    app_user_id: user.appUserId,
    ingredient_id: ingredientId,
    quantity: 1,
    purchase_date: utcDay(-1),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
}

const noticeFor = (itemId: string) => (message: any) => message.type === 'changed' && message.model === 'pantry' && message.ids.includes(itemId);

describe('change notices', () => {
  it("tell a cook's tabs which pantry item changed, and tell another cook nothing", async () => {
    const cook = await signIn(larder);
    const other = await signIn(larder);
    const mine = track(await Tab.signedIn(larder.baseUrl, cook.token));
    const secondTab = track(await Tab.signedIn(larder.baseUrl, cook.token));
    const theirs = track(await Tab.signedIn(larder.baseUrl, other.token));
    expect(mine.messages[0]).toEqual({ type: 'ready', userId: cook.appUserId });

    const itemId = await addItem(cook);
    const notice = await mine.waitFor(noticeFor(itemId), 'the pantry notice');
    expect(notice).toEqual({ type: 'changed', model: 'pantry', ids: [itemId], position: expect.any(Number) });
    expect(notice.position).toBeGreaterThan(0);
    await secondTab.waitFor(noticeFor(itemId), 'the notice on the second tab');

    await sleep(GRACE_MS);
    // The other cook hears of their own week being planned, and nothing of this cook's pantry.
    expect(theirs.changes().filter((message) => message.model === 'pantry' || message.ids.includes(itemId))).toEqual([]);
  });

  it('tell a tab about a change, a quantity edit and a removal of the same item', async () => {
    const cook = await signIn(larder);
    const tab = track(await Tab.signedIn(larder.baseUrl, cook.token));
    const itemId = await addItem(cook);
    // Each change heard before the next is made: changes made together may share one notice.
    const heard = (count: number, what: string) => eventually(async () => tab.changes('pantry').filter((message) => message.ids.includes(itemId)).length >= count, 10_000, what);
    await heard(1, 'the notice of the new item');
    const path = `/api/v1/pantry-ingredient/${itemId}/pantry/${cook.pantryId}/app_user/${cook.appUserId}`;
    expect((await cook.client.put(path, { quantity: 5 })).status).toBe(200);
    await heard(2, 'the notice of the quantity edit');
    expect((await cook.client.delete(path)).status).toBe(200);
    await heard(3, 'the notice of the removal');
    const positions = tab.changes('pantry').map((message) => message.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe('resume', () => {
  it('tells a tab that reconnects everything its cook changed while it was away, and nothing of anyone else', async () => {
    const cook = await signIn(larder);
    const other = await signIn(larder);
    const first = track(await Tab.signedIn(larder.baseUrl, cook.token));
    const untouchedItem = await addItem(cook);
    await first.waitFor(noticeFor(untouchedItem), 'the first notice');
    const seenItem = await addItem(cook);
    const lastSeen = (await first.waitFor(noticeFor(seenItem), 'the second notice')).position as number;
    await first.close();

    // Meanwhile the cook goes on in another tab, and another cook does too.
    const stayingTab = track(await Tab.signedIn(larder.baseUrl, cook.token));
    const missedItem = await addItem(cook, ONION);
    const path = `/api/v1/pantry-ingredient/${seenItem}/pantry/${cook.pantryId}/app_user/${cook.appUserId}`;
    expect((await cook.client.put(path, { quantity: 7 })).status).toBe(200);
    const othersItem = await addItem(other);
    await stayingTab.waitFor(noticeFor(missedItem), 'the live notice');

    const back = track(await Tab.signedIn(larder.baseUrl, cook.token));
    back.send({ type: 'resume', position: lastSeen });
    await back.waitFor((message) => message.type === 'resumed', 'resumed');
    const resumed = back.changes('pantry');
    const ids = new Set(resumed.flatMap((message) => message.ids));
    // What it had already heard about is not told again; another cook's item never.
    expect(ids).toEqual(new Set([missedItem, seenItem]));
    expect(ids.has(untouchedItem)).toBe(false);
    expect(ids.has(othersItem)).toBe(false);
    for (const message of resumed) expect(message.position).toBeGreaterThan(lastSeen);
    expect(back.changes().flatMap((message) => message.ids)).not.toContain(other.appUserId);

    // Resuming from where it now stands, there is nothing more to tell.
    const upToDate = Math.max(...resumed.map((message) => message.position));
    const again = track(await Tab.signedIn(larder.baseUrl, cook.token));
    again.send({ type: 'resume', position: upToDate });
    await again.waitFor((message) => message.type === 'resumed', 'resumed');
    expect(again.changes('pantry')).toEqual([]);
  });

  it('lets a reconnecting tab send resume right behind auth, without waiting for ready', async () => {
    const cook = await signIn(larder);
    const itemId = await addItem(cook);
    const tab = track(await Tab.open(larder.baseUrl));
    tab.send({ type: 'auth', token: cook.token });
    tab.send({ type: 'resume', position: 0 });
    await tab.waitFor((message) => message.type === 'resumed', 'resumed');
    expect(tab.closed).toBeUndefined();
    expect(tab.messages[0]).toEqual({ type: 'ready', userId: cook.appUserId });
    expect(tab.changes('pantry').flatMap((message) => message.ids)).toContain(itemId);
  });

  it('tells a tab that resumes from the start about every item of its pantry', async () => {
    const cook = await signIn(larder);
    const items = [await addItem(cook), await addItem(cook, ONION)];
    const tab = track(await Tab.signedIn(larder.baseUrl, cook.token));
    tab.send({ type: 'resume', position: 0 });
    await tab.waitFor((message) => message.type === 'resumed', 'resumed');
    expect(new Set(tab.changes('pantry').flatMap((message) => message.ids))).toEqual(new Set(items));
    expect(tab.changes('user').length).toBeGreaterThan(0);
  });
});

describe('two api processes on one database', () => {
  it('a socket on one process hears about a write made through the other, and either serves what it wrote at once', async () => {
    const second = await startTestLarder({ roles: ['api'], database: larder.database });
    try {
      const cook = await signIn(larder);
      const onSecond = track(await Tab.signedIn(second.baseUrl, cook.token));
      const itemId = await addItem(cook);
      await onSecond.waitFor(noticeFor(itemId), 'the notice on the second process');

      // A write through the process without a projector still reads its own write.
      const viaSecond = new ApiClient(second.baseUrl, cook.token);
      const otherItem = await addItem(cook, ONION, viaSecond);
      const listed = await viaSecond.get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`);
      expect(listed.body.map((item: { id: string }) => item.id)).toContain(otherItem);
      await onSecond.waitFor(noticeFor(otherItem), 'the notice for the write through the second process');
    } finally {
      await second.close();
    }
  });
});

describe('authentication and cleanup', () => {
  it('closes a socket with 4401 for a bad, expired or missing token, or a message before auth', async () => {
    const cook = await signIn(larder);
    const expired = await mintToken({ sub: cook.sub, expiresInSeconds: -60 });
    const wrongSecret = await mintToken({ sub: cook.sub, secret: 'someone-elses-secret-that-is-long-enough-too' });
    for (const [what, first] of [
      ['garbage token', { type: 'auth', token: 'not-a-token' }],
      ['expired token', { type: 'auth', token: expired.token }],
      ['token signed with another secret', { type: 'auth', token: wrongSecret.token }],
      ['no token', { type: 'auth' }],
      ['resume before auth', { type: 'resume', position: 0 }],
    ] as const) {
      const tab = track(await Tab.open(larder.baseUrl));
      tab.send(first);
      const closed = await tab.waitForClose();
      expect({ what, code: closed.code }).toEqual({ what, code: CLOSE_UNAUTHENTICATED });
      expect(tab.changes()).toEqual([]);
    }
  });

  it("closes a socket that tries to switch to another cook's token", async () => {
    const cook = await signIn(larder);
    const other = await mintToken();
    const tab = track(await Tab.signedIn(larder.baseUrl, cook.token));
    tab.send({ type: 'auth', token: other.token });
    expect((await tab.waitForClose()).code).toBe(CLOSE_UNAUTHENTICATED);
  });

  it('forgets sockets once their clients close or vanish', async () => {
    const hub = larder.hub!;
    const cook = await signIn(larder);
    const baseline = hub.openSockets;
    const opened = await Promise.all([1, 2, 3].map(() => Tab.signedIn(larder.baseUrl, cook.token)));
    const unauthenticated = await Tab.open(larder.baseUrl);
    await eventually(async () => hub.openSockets === baseline + 4, 5_000, 'four open sockets');

    await opened[0]!.close();
    opened[1]!.socket.terminate();
    opened[2]!.rawSocket!.destroy();
    await unauthenticated.close();
    await eventually(async () => hub.openSockets === baseline, 5_000, 'the sockets to be forgotten');

    // A notice for the cook after they left reaches nobody and breaks nothing.
    await addItem(cook);
    const stillWorks = track(await Tab.signedIn(larder.baseUrl, cook.token));
    const itemId = await addItem(cook, ONION);
    await stillWorks.waitFor(noticeFor(itemId), 'a notice on a new tab');
  });

  it('drops a socket whose peer stops answering pings', async () => {
    // A hub of its own with a fast heartbeat, on the test Larder's database and LISTEN connection.
    const server = http.createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const pool = new pg.Pool({ connectionString: larder.database.url, max: 2 });
    const hub = new RealtimeHub({
      db: pool,
      listener: larder.listener,
      projections,
      verify: larder.verify,
      userIdOf: (session) => appUserIdFor(session.sub),
      heartbeatMs: 100,
    });
    hub.attach(server);
    try {
      const cook = await signIn(larder);
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const silent = await Tab.signedIn(baseUrl, cook.token);
      const lively = track(await Tab.signedIn(baseUrl, cook.token));
      expect(hub.openSockets).toBe(2);
      // A frozen tab or a dead network: nothing it receives is read, so no pong goes back.
      silent.rawSocket!.pause();
      await eventually(async () => hub.openSockets === 1, 5_000, 'the silent socket to be dropped');
      const itemId = await addItem(cook);
      await lively.waitFor(noticeFor(itemId), 'a notice on the live socket');
      silent.socket.terminate();
    } finally {
      await hub.close();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    }
  });
});
