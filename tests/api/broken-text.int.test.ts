// A NUL character or half of a surrogate pair in any text a cook sends is refused in words (400),
// never a 500 from PostgreSQL failing to store it, and nothing is recorded (issue 33, finding 3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_TEXT_MESSAGE } from '../../server/text.ts';
import { ApiClient, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

let larder: TestLarder;
let cook: TestUser;

beforeAll(async () => {
  larder = await startTestLarder();
  cook = await signIn(larder, { ready: false });
}, 60_000);
afterAll(async () => {
  await larder?.close();
});

const recipe = (name: string) => ({ name, description: 'A soup.', servings: 2, prep_time: 10, cook_time: 25, total_time: 35, difficulty: 'Medium', nutritionalInfo: { calories: '', protein: '', carbohydrate: '', fat: '' } });

describe('text with a NUL or half a surrogate pair', () => {
  it('is refused in words in a recipe, an ingredient and a search, and nothing is made', async () => {
    for (const name of ['Soup\u0000', 'Soup \ud800']) {
      expect(await cook.client.post('/api/v1/recipe', recipe(name))).toMatchObject({ status: 400, body: { error: BROKEN_TEXT_MESSAGE } });
    }
    expect(await cook.client.post('/api/v1/ingredient', { name: 'Oil \udc00', unit_of_measurement: 'ml' })).toMatchObject({ status: 400, body: { error: BROKEN_TEXT_MESSAGE } });
    expect(await new ApiClient(larder.baseUrl).get('/api/v1/recipe?search=%00')).toMatchObject({ status: 400, body: { error: BROKEN_TEXT_MESSAGE } });
    const mine = (await cook.client.get(`/api/v1/recipe?search=Soup`)).body as Array<{ name: string }>;
    expect(mine.filter((card) => card.name.startsWith('Soup'))).toEqual([]);
  });

  it('is refused in sign-up details', async () => {
    const response = await fetch(`${larder.baseUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: `nul-${Date.now()}@example.test`, password: 'Pantry-Shelf-42', data: { firstName: 'Pat\u0000', lastName: 'Fennel' } }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('NUL character');
  });

  it('is refused in a path or a query before any route reads it, and in a posted form', async () => {
    const anyone = new ApiClient(larder.baseUrl);
    for (const path of ['/billing/local/checkout/%00', '/billing/local/portal/a%00b', '/api/v1/ingredient?search=x%00', '/auth/v1/dev/mailbox?email=a%00@b.c']) {
      expect(await anyone.get(path), path).toMatchObject({ status: 400, body: { error: BROKEN_TEXT_MESSAGE } });
    }
    // Google's stand-in consent form posted as broken multipart: the form again, not a 500.
    const consent = await fetch(`${larder.baseUrl}/auth/v1/authorize`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'not a form' });
    expect(consent.status).toBe(400);
  });
});

