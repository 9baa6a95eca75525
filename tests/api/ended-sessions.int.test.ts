// A signed-out or revoked session stops at once: its access token is still a well-signed JWT until
// it expires, but the API refuses it and its open sockets close within five seconds of the end.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_UNAUTHENTICATED } from '../../server/contract/realtime.ts';
import { authCall, confirmedCook } from '../auth-provider/helpers.ts';
import { root } from '../fixtures/larder-process.ts';
import { ApiClient, startTestLarder, type TestLarder } from '../setup/larder.ts';

const WITHIN_MS = 5_000;
const REUSE_INTERVAL_SECONDS = 1;
let larder: TestLarder;

beforeAll(async () => {
  larder = await startTestLarder({ localAuth: { refreshTokenReuseIntervalSeconds: REUSE_INTERVAL_SECONDS } });
});
afterAll(async () => {
  await larder?.close();
});

/** An authenticated socket, as a tab holds one; `closed` settles with the close code. */
async function openSocket(token: string) {
  const socket = new WebSocket(`${larder.baseUrl.replace(/^http/, 'ws')}/ws`);
  const closed = new Promise<{ code: number; at: number }>((resolve) => socket.on('close', (code) => resolve({ code, at: Date.now() })));
  const ready = new Promise<boolean>((resolve) => {
    socket.on('message', (data) => JSON.parse(data.toString()).type === 'ready' && resolve(true));
    void closed.then(() => resolve(false));
  });
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'auth', token }));
  return { ready: await ready, closed, socket };
}

/** Polls the profile until it is refused; answers when, or fails after the deadline. */
async function refusedAt(api: ApiClient, sub: string): Promise<number> {
  const deadline = Date.now() + WITHIN_MS + 2_000;
  while (Date.now() < deadline) {
    const { status } = await api.get(`/api/v1/users/supabase/${sub}`);
    if (status === 401) return Date.now();
    expect(status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the ended session was still accepted');
}

describe('an ended session', () => {
  it('is refused by the API and its socket closed within five seconds of signing out', async () => {
    const cook = await confirmedCook(larder);
    const api = new ApiClient(larder.baseUrl, cook.session.access_token);
    expect((await api.get(`/api/v1/users/supabase/${cook.user.id}`)).status).toBe(200);
    const tab = await openSocket(cook.session.access_token);
    expect(tab.ready).toBe(true);

    const signedOut = await authCall(larder, 'POST', '/logout?scope=global', { token: cook.session.access_token });
    expect(signedOut.status).toBe(204);
    const endedAt = Date.now();

    expect((await refusedAt(api, cook.user.id)) - endedAt).toBeLessThanOrEqual(WITHIN_MS);
    const created = await api.post('/api/v1/recipe', { name: 'After sign-out' });
    expect(created).toMatchObject({ status: 401, body: { error: 'Your session is invalid or has expired. Please sign in again.' } });
    const { code, at } = await tab.closed;
    expect(code).toBe(CLOSE_UNAUTHENTICATED);
    expect(at - endedAt).toBeLessThanOrEqual(WITHIN_MS);
    // A new socket with the same token is refused outright.
    const again = await openSocket(cook.session.access_token);
    expect(again.ready).toBe(false);
    expect((await again.closed).code).toBe(CLOSE_UNAUTHENTICATED);
  });

  it('is refused once refresh-token reuse has revoked it, while other sessions of the cook go on', async () => {
    const cook = await confirmedCook(larder);
    const other = await cook.client.auth.signInWithPassword({ email: cook.email, password: cook.password });
    const otherApi = new ApiClient(larder.baseUrl, other.data.session!.access_token);
    const old = cook.session.refresh_token;
    const rotated = await authCall(larder, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: old } });
    expect(rotated.status).toBe(200);
    const api = new ApiClient(larder.baseUrl, rotated.body.access_token);
    expect((await api.get(`/api/v1/users/supabase/${cook.user.id}`)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, (REUSE_INTERVAL_SECONDS + 1) * 1000));
    const reused = await authCall(larder, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: old } });
    expect(reused.body.error_code).toBe('refresh_token_already_used');
    const endedAt = Date.now();

    expect((await refusedAt(api, cook.user.id)) - endedAt).toBeLessThanOrEqual(WITHIN_MS);
    expect((await otherApi.get(`/api/v1/users/supabase/${cook.user.id}`)).status).toBe(200);
  });

  it("holds a script's token from `ops dev-token` to its session like any other", async () => {
    const email = `script-${Date.now()}@example.test`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', 'dev-token', email], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: larder.database.url },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const token = run.stdout.trim();
    const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const api = new ApiClient(larder.baseUrl, token);
    expect((await api.get(`/api/v1/users/supabase/${sub}`)).status).toBe(200);
    expect((await authCall(larder, 'POST', '/logout', { token })).status).toBe(204);
    const endedAt = Date.now();
    expect((await refusedAt(api, sub)) - endedAt).toBeLessThanOrEqual(WITHIN_MS);
  }, 60_000);
});
