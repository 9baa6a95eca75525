// The hosted adapter, through the real supabase-js SDK, against a local stand-in for Supabase that
// records what it is asked: the call it makes, the keys it sends, and how it reads each answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supabaseIdentityProvider } from '../../server/identity/supabase-identity-provider.ts';

interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

let server: http.Server;
let url: string;
const requests: Recorded[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push({ method: request.method!, url: request.url!, headers: request.headers });
    response.writeHead(reply.status, { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

const user = (overrides: object = {}) => ({
  id: 'user-1',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ann@example.test',
  email_confirmed_at: '2026-11-20T08:00:00Z',
  app_metadata: { provider: 'email' },
  user_metadata: {},
  created_at: '2026-11-20T07:59:00Z',
  ...overrides,
});

describe('the Supabase identity adapter', () => {
  it("asks GET /auth/v1/user with the project key and the caller's own token, and reads the confirmation", async () => {
    reply = { status: 200, body: user() };
    const provider = supabaseIdentityProvider({ url, anonKey: 'anon-key' });
    expect(await provider.emailConfirmation({ sub: 'user-1', token: 'caller-token' })).toEqual({ email: 'ann@example.test', confirmedAt: '2026-11-20T08:00:00Z' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/auth/v1/user' });
    expect(requests[0]!.headers.apikey).toBe('anon-key');
    expect(requests[0]!.headers.authorization).toBe('Bearer caller-token');
  });

  it('reports an unconfirmed address as such', async () => {
    reply = { status: 200, body: user({ email_confirmed_at: null }) };
    const provider = supabaseIdentityProvider({ url, anonKey: 'anon-key' });
    expect(await provider.emailConfirmation({ sub: 'user-1', token: 't' })).toEqual({ email: 'ann@example.test', confirmedAt: null });
  });

  it('knows no user when the provider refuses the session, or the token is someone else\'s', async () => {
    const provider = supabaseIdentityProvider({ url, anonKey: 'anon-key' });
    reply = { status: 403, body: { code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' } };
    expect(await provider.emailConfirmation({ sub: 'user-1', token: 't' })).toBeUndefined();
    reply = { status: 200, body: user({ id: 'someone-else' }) };
    expect(await provider.emailConfirmation({ sub: 'user-1', token: 't' })).toBeUndefined();
  });

  it('fails loudly when the provider is down, rather than calling the address unconfirmed', async () => {
    reply = { status: 503, body: { message: 'upstream unavailable' } };
    const provider = supabaseIdentityProvider({ url, anonKey: 'anon-key' });
    await expect(provider.emailConfirmation({ sub: 'user-1', token: 't' })).rejects.toThrow(/could not be reached/);
  });
});
