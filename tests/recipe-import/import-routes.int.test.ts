// Importing a recipe through the api as a cook does: from each of our fixture pages, served by a local
// server the fetcher is told to allow (nothing is fetched from the internet), and from pasted text.
// Each answer is a draft with every ingredient line matched to the catalogue, or a refusal in words.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync, strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '../../server/modules/recipe-import/index.ts';
import { signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

const PAGES = new URL('../fixtures/recipe-pages/', import.meta.url);
const slugs = fs
  .readdirSync(PAGES)
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.replace(/\.html$/, ''));

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let pages: http.Server;
let origin: string;
let larder: TestLarder;
let cook: TestUser;

beforeAll(async () => {
  pages = http.createServer((request, response) => {
    if (request.url === '/images/soup.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (request.url === '/images/not-a-picture.png') return void response.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
    const slug = (request.url ?? '').replace(/^\/recipes\//, '');
    if (!slugs.includes(slug)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fs.readFileSync(new URL(`${slug}.html`, PAGES)));
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const port = (pages.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  larder = await startTestLarder({ recipeImport: { allowPrivate: (address, at) => address === '127.0.0.1' && at === port } });
  cook = await signIn(larder, { ready: false });
}, 120_000);
afterAll(async () => {
  await larder?.close();
  await new Promise((resolve) => pages?.close(resolve));
});

describe('importing from a web page', () => {
  it.each(slugs)('%s imports as its expected recipe, or is refused with its message', async (slug) => {
    const expected = JSON.parse(fs.readFileSync(new URL(`${slug}.expected.json`, PAGES), 'utf8'));
    const answer = await cook.client.post('/api/v1/recipe/import/url', { url: `${origin}/recipes/${slug}` });
    if (expected.refused) {
      expect(answer).toMatchObject({ status: 422, body: { error: importMessages.noRecipeOnPage, reason: 'no-recipe' } });
      return;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const want = JSON.parse(JSON.stringify(expected.recipe).replaceAll('{origin}', origin));
    const [draft] = answer.body.recipes;
    expect(draft).toMatchObject({
      name: want.name,
      description: want.description,
      image_url: want.imageUrl,
      servings: want.servings,
      prep_time: want.prepMinutes,
      cook_time: want.cookMinutes,
      total_time: want.totalMinutes,
      cuisine: want.cuisine,
      category: want.category,
      instructions: want.instructions,
      source_url: `${origin}/recipes/${slug}`,
    });
    expect(draft.ingredients.map((line: { line: string }) => line.line)).toEqual(want.ingredients);
  });

  it('matches each line to a catalogue ingredient with its amount in that ingredient’s unit', async () => {
    const answer = await cook.client.post('/api/v1/recipe/import/url', { url: `${origin}/recipes/jsonld-plain-object` });
    const lines = answer.body.recipes[0].ingredients as Array<{ confident: boolean; match: unknown; amount: unknown }>;
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.filter((line) => line.confident).length / lines.length).toBeGreaterThanOrEqual(0.75);
    for (const line of lines.filter((each) => each.confident)) expect(line).toMatchObject({ match: { ingredient_id: expect.any(String), confidence: expect.any(Number) }, amount: { quantity: expect.any(Number), unit: expect.any(String) } });
  });

  it('refuses an address on this machine other than the fixtures, and a page that is not there', async () => {
    const inside = await cook.client.post('/api/v1/recipe/import/url', { url: `http://127.0.0.1:${larder.port}/healthz` });
    expect(inside).toMatchObject({ status: 422, body: { reason: 'private', error: 'That address is on a private network, not the public web, so Larder will not fetch it.' } });
    expect(await cook.client.post('/api/v1/recipe/import/url', { url: `${origin}/recipes/nope` })).toMatchObject({ status: 422, body: { reason: 'status' } });
    expect(await cook.client.post('/api/v1/recipe/import/url', { url: '' })).toMatchObject({ status: 400, body: { error: importMessages.addressRequired } });
  });
});

describe('importing pasted text', () => {
  it('reads title, ingredients and steps, and refuses text with no recipe in it', async () => {
    const text = 'Quick Pancakes\nServes 2\n\nIngredients\n1 cup all-purpose flour\n1 large egg\n1 cup whole milk\n\nMethod\n1. Whisk everything together.\n2. Cook ladlefuls in a hot pan.';
    const answer = await cook.client.post('/api/v1/recipe/import/text', { text });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.recipes[0]).toMatchObject({ name: 'Quick Pancakes', servings: 2, instructions: ['Whisk everything together.', 'Cook ladlefuls in a hot pan.'] });
    expect(answer.body.recipes[0].ingredients.map((line: { match: { name: string } }) => line.match.name)).toEqual(['All-purpose flour', 'Egg', 'Whole milk']);
    expect(await cook.client.post('/api/v1/recipe/import/text', { text: 'Just a note to self.' })).toMatchObject({ status: 422, body: { error: importMessages.noRecipeInText } });
    expect(await cook.client.post('/api/v1/recipe/import/text', { text: '' })).toMatchObject({ status: 400, body: { error: importMessages.textRequired } });
  });
});

const spinachId = async () => ((await cook.client.get('/api/v1/ingredient')).body as Array<{ id: string; name: string }>).find((row) => row.name === 'Spinach')!.id;

describe('saving a reviewed import', () => {
  it('makes the recipe through the wizard’s commands: lines in their units, steps, meal time, source, in My Recipes', async () => {
    const page = `${origin}/recipes/jsonld-plain-object`;
    const [draft] = (await cook.client.post('/api/v1/recipe/import/url', { url: page })).body.recipes;
    const kept = draft.ingredients.filter((line: { confident: boolean }) => line.confident);
    const dropped = draft.ingredients.filter((line: { confident: boolean }) => !line.confident);
    const body = {
      name: draft.name,
      description: draft.description,
      servings: draft.servings,
      prep_time: draft.prep_time,
      cook_time: draft.cook_time,
      source_url: draft.source_url,
      meal_times: ['dinner'],
      instructions: draft.instructions,
      // The first line twice: one ingredient's two lines become one.
      ingredients: [...kept, kept[0]].map((line: { match: { ingredient_id: string }; amount: { quantity: number }; notes: string | null }) => ({ ingredient_id: line.match.ingredient_id, quantity: line.amount.quantity, notes: line.notes })),
      // What the catalogue lacks stays in the recipe, as words.
      unmatched_lines: [...dropped.map((line: { line: string }) => line.line), '1 cup water'],
    };
    const saved = await cook.client.post('/api/v1/recipe/import/save', body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const recipeId = saved.body.recipeId as string;

    const [recipe] = (await cook.client.get(`/api/v1/recipe/${recipeId}`)).body;
    expect(recipe).toMatchObject({ name: draft.name, author_id: cook.appUserId, source_url: page, servings: draft.servings });
    expect(recipe.description).toMatch(/Also needed: .*1 cup water\.$/);
    expect((await cook.client.get(`/api/v1/recipe-time/recipe/${recipeId}`)).body).toEqual([expect.objectContaining({ time: 'Dinner' })]);
    const lines = (await cook.client.get(`/api/v1/recipe-ingredient/recipe/${recipeId}`)).body as Array<{ ingredient_id: string; quantity: number }>;
    expect(lines).toHaveLength(kept.length);
    const first = lines.find((line) => line.ingredient_id === kept[0].match.ingredient_id)!;
    expect(first.quantity).toBeCloseTo(kept[0].amount.quantity * 2, 2);
    const steps = (await cook.client.get(`/api/v1/recipe-step/${recipeId}`)).body as unknown[];
    expect(steps).toHaveLength(draft.instructions.length);
    const mine = (await cook.client.get('/api/v1/recipe/my-recipes')).body as Array<{ id: string }>;
    expect(mine.map((card) => card.id)).toContain(recipeId);
  });

  it('keeps the page’s picture as the recipe’s photo, and saves the recipe without one it cannot use', async () => {
    const base = { name: 'Pictured Soup', servings: 2, meal_times: ['lunch'], instructions: ['Simmer.'], ingredients: [{ ingredient_id: (await spinachId()), quantity: 200 }] };
    const pictured = await cook.client.post('/api/v1/recipe/import/save', { ...base, image_url: `${origin}/images/soup.png` });
    expect(pictured).toMatchObject({ status: 201, body: { picture_saved: true } });
    const photo = await fetch(`${larder.baseUrl}/api/v1/supabase/recipe-images/recipe/${pictured.body.recipeId}`);
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG);
    for (const image_url of [`${origin}/images/not-a-picture.png`, `http://127.0.0.1:${larder.port}/healthz`]) {
      expect(await cook.client.post('/api/v1/recipe/import/save', { ...base, image_url })).toMatchObject({ status: 201, body: { picture_saved: false } });
    }
  });

  it('refuses a save without a meal time, a line or a known ingredient, in words', async () => {
    const base = { name: 'Soup', servings: 2, meal_times: ['dinner'], instructions: ['Simmer.'], ingredients: [{ ingredient_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }] };
    expect(await cook.client.post('/api/v1/recipe/import/save', base)).toMatchObject({ status: 400, body: { error: 'One of the lines names an ingredient that is not in the catalogue: choose another.' } });
    expect(await cook.client.post('/api/v1/recipe/import/save', { ...base, meal_times: [] })).toMatchObject({ status: 400, body: { error: 'Choose when the recipe is eaten: breakfast, lunch or dinner.' } });
    expect(await cook.client.post('/api/v1/recipe/import/save', { ...base, ingredients: [] })).toMatchObject({ status: 400, body: { error: 'Keep at least one ingredient matched to the catalogue.' } });
  });
});

describe('importing another app’s export', () => {
  async function upload(bytes: Uint8Array, filename: string) {
    const csrf = await cook.client.csrfToken();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    const response = await fetch(`${larder.baseUrl}/api/v1/recipe/import/file`, { method: 'POST', headers: { authorization: `Bearer ${cook.token}`, 'x-csrf-token': csrf.token, cookie: csrf.cookie }, body: form });
    return { status: response.status, body: (await response.json()) as any };
  }

  it('drafts every recipe of a Paprika archive with its lines matched, and refuses what is not an export', async () => {
    const recipe = (name: string, ingredients: string) => gzipSync(strToU8(JSON.stringify({ name, ingredients, directions: 'Cook it.', servings: '2' })));
    const archive = zipSync({ 'a.paprikarecipe': recipe('Buttered Rice', '1 cup long-grain white rice\n2 tbsp unsalted butter'), 'b.paprikarecipe': recipe('Garlic Greens', '200g spinach\n2 cloves garlic') });
    const answer = await upload(archive, 'My Recipes.paprikarecipes');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.recipes.map((draft: { name: string }) => draft.name)).toEqual(['Buttered Rice', 'Garlic Greens']);
    expect(answer.body.recipes[1].ingredients.map((line: { match: { name: string }; amount: { quantity: number; unit: string } }) => [line.match.name, line.amount])).toEqual([
      ['Spinach', { quantity: 200, unit: 'g' }],
      ['Garlic', { quantity: 2, unit: 'piece' }],
    ]);
    expect(await upload(strToU8('not an export'), 'notes.txt')).toMatchObject({ status: 422, body: { reason: 'unreadable' } });
    const empty = await fetch(`${larder.baseUrl}/api/v1/recipe/import/file`, { method: 'POST', headers: { authorization: `Bearer ${cook.token}`, 'x-csrf-token': (await cook.client.csrfToken()).token, cookie: (await cook.client.csrfToken()).cookie }, body: new FormData() });
    expect(empty.status).toBe(400);
  });
});
