// Two api processes, one projector and one worker on one database, as `npm run start:<role>` runs
// them: a tab's socket on one node hears of a write made through the other (NOTIFY fans out to every
// node), and a node told to stop (SIGTERM, as a rolling deploy does) drains: the request it is
// answering gets its whole answer, new connections are refused, open sockets are asked to reconnect
// elsewhere (1001 with the hint) and the process exits 0 promptly.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { createBetaCodes } from '../../server/ops/account-ops.ts';
import { startLarderPart, type LarderPart } from '../fixtures/larder-process.ts';
import { addSpinach } from '../fixtures/pantry-log.ts';
import { openTab } from '../fixtures/tab.ts';
import { useTestDatabase } from '../setup/database.ts';
import { ApiClient, eventually, mintToken, readModelsCaughtUp, SETUP_PREFERENCES, TEST_JWT_SECRET } from '../setup/larder.ts';

const testDb = useTestDatabase();
let apiA: LarderPart;
let apiB: LarderPart;
let projector: LarderPart;
let worker: LarderPart;
const parts: LarderPart[] = [];

// Node B waits long for read-your-writes, so a write held up by a paused projector is in flight
// for as long as the test needs; still well inside the 10 s drain.
const RYW_TIMEOUT_MS = 7_000;

beforeAll(async () => {
  const env = { SUPABASE_JWT_SECRET: TEST_JWT_SECRET };
  [apiA, apiB, projector, worker] = await Promise.all([
    startLarderPart('api-a', { databaseUrl: testDb.database.url, roles: 'api', env }),
    startLarderPart('api-b', { databaseUrl: testDb.database.url, roles: 'api', env: { ...env, READ_YOUR_WRITES_TIMEOUT_MS: String(RYW_TIMEOUT_MS) } }),
    startLarderPart('projector', { databaseUrl: testDb.database.url, roles: 'projector', env }),
    startLarderPart('worker', { databaseUrl: testDb.database.url, roles: 'worker', env }),
  ]);
  parts.push(apiA, apiB, projector, worker);
  await readModelsCaughtUp(testDb.database.url, 40_000);
}, 90_000);

afterAll(async () => {
  for (const part of parts) {
    if (part.child.exitCode === null) part.child.kill('SIGCONT');
    if (part.child.exitCode === null && part.child.signalCode === null) part.child.kill('SIGKILL');
  }
});

interface Cook {
  token: string;
  appUserId: string;
  pantryId: string;
}

/** A cook signed in through `baseUrl`, set up and holding a beta code, so the pantry is open. */
async function readyCook(baseUrl: string): Promise<Cook> {
  const { token, sub } = await mintToken();
  const client = new ApiClient(baseUrl, token);
  const user = await eventually(async () => {
    const { body } = await client.get(`/api/v1/users/supabase/${sub}`);
    return Array.isArray(body) && body[0];
  }, 20_000, 'the worker to create the app user');
  expect((await client.post(`/api/v1/users/setup_complete/${user.id}`, SETUP_PREFERENCES)).status).toBe(200);
  const [code] = await createBetaCodes(testDb.pool, [], 1);
  expect((await client.post('/api/v1/beta-code', { code })).status).toBe(200);
  return { token, appUserId: user.id, pantryId: user.pantry_id };
}

const pantryItem = (cook: Cook, ingredient: string) => ({
  pantry_id: cook.pantryId,
  app_user_id: cook.appUserId,
  ingredient_id: ingredientIdFor(ingredient),
  quantity: 2,
  purchase_date: new Date().toISOString().slice(0, 10),
});


describe('two api processes on one database', () => {
  it('a socket on node B hears of a pantry item added through node A', async () => {
    const cook = await readyCook(apiA.url!);
    const tab = await openTab(apiB.url!, cook.token);
    try {
      const added = await new ApiClient(apiA.url!, cook.token).post('/api/v1/pantry-ingredient', pantryItem(cook, 'Spinach'));
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const notice = await eventually(
        async () => tab.messages.find((message) => message.type === 'changed' && message.model === 'pantry' && message.ids.includes(added.body.id)),
        10_000,
        'the pantry notice on node B',
      );
      expect(notice.position).toBeGreaterThan(0);
    } finally {
      tab.socket.terminate();
    }
  });
});

describe('an api process told to stop (SIGTERM)', () => {
  it('finishes the request in flight, refuses new connections, asks sockets to reconnect, and exits 0', async () => {
    const cook = await readyCook(apiB.url!);
    const client = new ApiClient(apiB.url!, cook.token);
    const csrf = await client.csrfToken();
    const tab = await openTab(apiB.url!, cook.token);
    const port = Number(new URL(apiB.url!).port);

    // The projector pauses with an event of this pantry unapplied, so the write below cannot write the
    // pantry's rows in its own transaction (decision 0041): it waits on node B for them, in flight.
    projector.child.kill('SIGSTOP');
    await addSpinach(testDb.pool, cook.pantryId, cook.appUserId, new Date().toISOString().slice(0, 10));
    const body = JSON.stringify(pantryItem(cook, 'Butter'));
    // On a kept-alive connection, as browsers and proxies send them: the drain must still end it.
    const agent = new http.Agent({ keepAlive: true });
    const answered = new Promise<{ status: number; connection: string | undefined; body: any; at: number }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/pantry-ingredient',
          agent,
          headers: {
            authorization: `Bearer ${cook.token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-csrf-token': csrf.token,
            cookie: csrf.cookie,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body: JSON.parse(text), at: Date.now() }));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    // The command is in the log (so the request is past its append and waiting on the projector).
    await eventually(async () => {
      const { rows } = await testDb.pool.query(`select 1 from events where stream_id = $1 and event_type = 'PantryItemAdded'`, [`pantry-${cook.pantryId}`]);
      return rows.length > 1;
    }, 10_000, 'the write to be appended');

    apiB.child.kill('SIGTERM');
    await apiB.printed('"msg":"stopping"', 10_000);

    // Sockets are asked to go elsewhere, and the node takes no new connection of either kind.
    expect(await tab.closed).toEqual({ code: 1001, reason: JSON.stringify({ reconnect: true }) });
    await expect(fetch(`${apiB.url}/healthz`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'ECONNREFUSED' }) });
    await expect(openTab(apiB.url!, cook.token)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(apiB.child.exitCode, 'still answering the request in flight').toBeNull();

    // The projector resumes: the request in flight gets its whole answer, the last on its connection.
    projector.child.kill('SIGCONT');
    const answer = await answered;
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.id).toEqual(expect.any(String));
    expect(answer.connection).toBe('close');

    // Exits on its own once drained: code 0, and not only at the 10 s deadline.
    const exit = await apiB.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.at - answer.at).toBeLessThan(3_000);
    expect(apiB.output()).toContain('"msg":"stopped"');
    expect(apiB.output()).not.toContain('drain deadline passed');

    // Node A was not disturbed and sees the write.
    const list = await new ApiClient(apiA.url!, cook.token).get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`);
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: answer.body.id, ingredient_name: 'Butter', quantity: 2 })]));
    expect(list.body).toHaveLength(2);
    agent.destroy();
  }, 60_000);
});
