// Hosted mode: Larder pointed at a Supabase project. The "project" here is a second Larder running its
// built-in provider, which speaks the same wire protocol and publishes its keys the same way, so the
// product's hosted path runs for real: tokens verified through the provider's JWKS, app users created
// on first sight, and confirm-email-secure asking the provider through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLarder, type Larder } from '../../server/runtime.ts';
import { confirmedCook } from '../auth-provider/helpers.ts';
import { createTestDatabase, type TestDatabase } from '../setup/database.ts';
import { ApiClient, eventually, startTestLarder, type TestLarder } from '../setup/larder.ts';

let provider: TestLarder;
let product: Larder;
let productDatabase: TestDatabase;

beforeAll(async () => {
  provider = await startTestLarder({ roles: ['api'] });
  productDatabase = await createTestDatabase();
  product = await startLarder({
    databaseUrl: productDatabase.url,
    roles: ['api', 'projector', 'worker'],
    port: 0,
    host: '127.0.0.1',
    supabaseUrl: provider.baseUrl,
    supabaseAnonKey: 'project-anon-key',
    pollMs: 200,
    log: () => {},
  });
});
afterAll(async () => {
  await product?.stop();
  await productDatabase?.drop();
  await provider?.close();
});

describe('Larder with a hosted auth provider', () => {
  it("accepts the provider's tokens, creates the user on first sight, and records the provider's confirmation", async () => {
    expect(product.authMode).toBe('supabase');
    const cook = await confirmedCook(provider, { firstName: 'Hana', lastName: 'Miso' });
    const api = new ApiClient(product.url!, cook.session.access_token);
    const [user] = await eventually(async () => {
      const { status, body } = await api.get(`/api/v1/users/supabase/${cook.user.id}`);
      expect(status).toBe(200);
      return body.length > 0 && body;
    }, 15_000, 'the app user');
    expect(user).toMatchObject({ supabase_id: cook.user.id, email: cook.email, first_name: 'Hana', last_name: 'Miso', email_confirmed: false });
    const confirmed = await api.post('/api/v1/users/confirm-email-secure', { supabase_id: cook.user.id });
    expect(confirmed).toMatchObject({ status: 200, body: { error: null, user: { email_confirmed: true, email_confirmed_at: new Date(cook.user.email_confirmed_at!).toISOString() } } });
  });

  it('records no confirmation for a session the provider has ended', async () => {
    const cook = await confirmedCook(provider);
    const api = new ApiClient(product.url!, cook.session.access_token);
    await cook.client.auth.signOut();
    // The token is still a valid JWT for a while, but the provider no longer knows its session, so
    // the product refuses the token itself before asking about the address.
    const answer = await api.post('/api/v1/users/confirm-email-secure', { supabase_id: cook.user.id });
    expect(answer.status).toBe(401);
  });

  it('refuses a signed-out session within five seconds, asking the provider as Supabase advises', async () => {
    const cook = await confirmedCook(provider);
    const api = new ApiClient(product.url!, cook.session.access_token);
    const profile = `/api/v1/users/supabase/${cook.user.id}`;
    expect((await api.get(profile)).status).toBe(200);
    await cook.client.auth.signOut();
    const endedAt = Date.now();
    const refusedAt = await eventually(async () => (await api.get(profile)).status === 401 && Date.now(), 7_000, 'the signed-out token to be refused');
    expect(refusedAt - endedAt).toBeLessThanOrEqual(5_000);
  });

  it("refuses tokens the provider did not sign, and serves no auth endpoints of its own", async () => {
    const local = await fetch(`${product.url}/auth/v1/.well-known/jwks.json`);
    expect(local.status).toBe(404);
    const forged = new ApiClient(product.url!, 'eyJhbGciOiJFUzI1NiIsImtpZCI6Im5vcGUifQ.eyJzdWIiOiJ4In0.c2ln');
    expect((await forged.get('/api/v1/users/supabase/x')).status).toBe(401);
  });
});
