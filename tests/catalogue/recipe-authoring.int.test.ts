// Writing recipes through the catalogue spec's §7 calls, as the create form, the wizard and the edit
// screen make them: who may change what, the children of a recipe, nutrition computed from the
// ingredients, favourites, photos, search and paging, and a rebuild that gives the same rows.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { favoritesProjection, recipesProjection, seedRecipeIdFor } from '../../server/modules/catalogue/index.ts';
import { factsByName, readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { defaultTags, referenceIdFor } from '../../server/modules/reference/index.ts';
import { grantAdmin } from '../../server/ops/account-ops.ts';
import { rebuildProjection } from '../../server/projections/rebuild.ts';
import { ApiClient, eventually, signIn, startTestLarder, type ApiResponse, type TestLarder, type TestUser } from '../setup/larder.ts';

let larder: TestLarder;
let database: DatabaseHandle;
let author: TestUser;
let stranger: TestUser;
let admin: TestUser;
let visitor: ApiClient;

const seeds = readSeedRecipes();
const facts = factsByName();
const SEED_ID = seedRecipeIdFor(seeds[0]!.name);
const UNKNOWN = '0b6a3b4e-2f7c-4d1a-9e8b-5c3d2a1f0e9d';
const CARROT = ingredientIdFor('Carrot');
const ONION = ingredientIdFor('Yellow onion');
const cuisine = (key: string) => referenceIdFor('cuisine', key);
const diet = (key: string) => referenceIdFor('diet', key);
const tag = (key: string) => referenceIdFor('tag', key);
const foodType = (key: string) => referenceIdFor('food-type', key);
const NOT_AUTHOR = "Only the recipe's author can change it.";
// A real 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  larder = await startTestLarder();
  database = openDatabase(larder.database.url, { max: 2 });
  visitor = new ApiClient(larder.baseUrl);
  [author, stranger, admin] = await Promise.all([signIn(larder, { ready: false }), signIn(larder, { ready: false }), signIn(larder, { ready: false })]);
  await grantAdmin(database.pool, database.db, admin.email);
  await eventually(async () => (await admin.client.post('/api/v1/users/check_user')).body?.isAdmin === true, 10_000, 'the admin grant');
  await eventually(async () => ((await visitor.get('/api/v1/recipe?limit=1')).body as unknown[]).length === 1, 20_000, 'the seed recipes');
}, 60_000);
afterAll(async () => {
  await database?.close();
  await larder?.close();
});

const expectError = (response: ApiResponse, status: number, message: string) => {
  expect({ status: response.status, error: response.body?.error }).toEqual({ status, error: message });
};

async function ok<T = any>(response: Promise<ApiResponse<T>>, status = 200): Promise<T> {
  const answered = await response;
  expect(answered.status, JSON.stringify(answered.body)).toBe(status);
  return answered.body;
}

async function eventCount(streamId: string): Promise<number> {
  const { rows } = await database.pool.query<{ count: number }>('select count(*)::int as count from events where stream_id = $1', [streamId]);
  return rows[0]!.count;
}

/** The wizard's first call: the recipe from steps 1 to 3, nutrition left blank. */
async function wizardRecipe(user: TestUser, name = 'Carrot and onion soup'): Promise<string> {
  const body = await ok(
    user.client.post('/api/v1/recipe', { name, description: '', servings: 2, prep_time: 10, cook_time: 25, total_time: 35, difficulty: 'Medium', nutritionalInfo: { calories: '', protein: '', carbohydrate: '', fat: '' } }),
    201,
  );
  expect(body).toEqual({ recipeId: expect.any(String), message: 'Recipe created successfully' });
  return body.recipeId;
}

/** By hand from the facts file: grams times the per-100 g value, summed, over the servings. */
function handNutrition(lines: Array<[string, number]>, servings: number) {
  let kcal = 0, protein = 0, cost = 0;
  for (const [name, quantity] of lines) {
    const fact = facts.get(name.toLowerCase())!;
    const grams = quantity * fact.grams_per_unit!;
    kcal += (fact.calories_per_100g! * grams) / 100;
    protein += (fact.protein_per_100g! * grams) / 100;
    cost += quantity * fact.estimated_cost_per_unit_cents!;
  }
  return { calories: Math.round(kcal / servings), protein: Math.round((protein / servings) * 10) / 10, cost_per_serving: Math.round(cost / servings) };
}

const recipeOf = async (id: string) => (await ok(visitor.get(`/api/v1/recipe/${id}`)))[0];

describe('creating a recipe', () => {
  it('from the simple form: the caller is the author whatever author_id says, the instructions become steps', async () => {
    const created = await ok(
      author.client.post('/api/v1/recipe', {
        name: 'Toast <b>deluxe</b>',
        description: 'Bread, toasted.',
        servings: '2',
        prep_time: 5,
        cook_time: 3,
        difficulty: 'a little fiddly',
        calories: 250,
        protein: '',
        is_vegetarian: true,
        is_vegan: false,
        instructions: 'Slice the bread.\n\nToast it until golden.',
        tags: '',
        equipment: 'toaster',
        micronutrients: '{"iron": 1}',
        author_id: stranger.appUserId,
      }),
      201,
    );
    const recipe = await recipeOf(created.recipeId);
    expect(recipe).toMatchObject({ name: 'Toast deluxe', author_id: author.appUserId, servings: 2, difficulty: 'a little fiddly', calories: 250, protein: null, is_vegetarian: true, image_url: `/images/recipeImages/${created.recipeId}.jpg` });
    const steps = await ok(visitor.get(`/api/v1/recipe-step/${created.recipeId}`));
    expect(steps.map((step: any) => [step.step_number, step.instruction])).toEqual([[1, 'Slice the bread.'], [2, 'Toast it until golden.']]);
    const mine = await ok(author.client.get('/api/v1/recipe/my-recipes'));
    expect(mine.map((card: any) => card.id)).toContain(created.recipeId);
    expect((await ok(stranger.client.get('/api/v1/recipe/my-recipes'))).map((card: any) => card.id)).not.toContain(created.recipeId);
    expect((await visitor.get('/api/v1/recipe/my-recipes')).status).toBe(401);
  });

  it('refuses a form without name or description, with the messages of the form', async () => {
    expectError(await author.client.post('/api/v1/recipe', { name: 'Soup', description: ' ' }), 400, 'Recipe description is required');
    expectError(await author.client.post('/api/v1/recipe', { name: '', description: 'Soup' }), 400, 'Recipe name is required');
    expectError(await author.client.post('/api/v1/recipe', { name: '  ', nutritionalInfo: {} }), 400, 'Recipe name is required');
    expectError(await author.client.post('/api/v1/recipe', { name: 'Soup', nutritionalInfo: {}, servings: 17 }), 400, 'Servings must be a whole number from 1 to 16.');
    expectError(await author.client.post('/api/v1/recipe', { name: 'Soup', nutritionalInfo: {}, difficulty: 'Heroic' }), 400, 'Difficulty must be Easy, Medium or Hard.');
    expectError(await author.client.post('/api/v1/recipe', { name: 'Soup', nutritionalInfo: { calories: 'lots' } }), 400, 'Calories must be a number.');
    expectError(await author.client.post('/api/v1/recipe', { name: 'x'.repeat(121), nutritionalInfo: {} }), 400, 'Recipe name must be at most 120 characters.');
    expectError(await author.client.post('/api/v1/recipe', { name: 'Soup', description: 'Tagged', tags: 'Quick' }), 403, 'Only admins can change the tags of a recipe.');
    expect((await visitor.post('/api/v1/recipe', { name: 'Soup', description: 'Soup' })).status).toBe(401);
  });

  it('from the wizard, with its children posted in parallel, ends with every child and nutrition from the two ingredients', async () => {
    const id = await wizardRecipe(author);
    expect(await recipeOf(id)).toMatchObject({ calories: null, author_id: author.appUserId });
    const posts = [
      author.client.post('/api/v1/recipe-ingredient', { recipe_id: id, ingredient_id: CARROT, quantity: 4, unit_of_measurement: 'g' }),
      author.client.post('/api/v1/recipe-ingredient', { recipe_id: id, ingredient_id: ONION, quantity: 1, notes: 'finely chopped', name: 'Yellow onion', is_vegan: true }),
      ...['Chop the vegetables.', 'Soften them in oil.', 'Simmer and blend.'].map((instruction, index) => author.client.post('/api/v1/recipe-step', { recipe_id: id, step_number: index + 1, instruction })),
      ...['french', 'italian'].map((key) => author.client.post('/api/v1/recipe-cuisine', { recipe_id: id, cuisine_id: cuisine(key) })),
      ...['vegan', 'vegetarian'].map((key) => author.client.post('/api/v1/recipe-diet', { recipe_id: id, diet_id: diet(key) })),
      ...['Lunch', 'Dinner'].map((time) => author.client.post('/api/v1/recipe-time', { recipe_id: id, time })),
      author.client.post('/api/v1/recipe-food-type', { recipe_id: id, food_type_id: foodType('soup') }),
    ];
    const answers = await Promise.all(posts);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    expect(answers[2]!.body).toEqual({ id: expect.any(String), step_number: 1, instruction: 'Chop the vegetables.', recipe_id: id });
    expect(answers[1]!.body).toMatchObject({ recipe_id: id, ingredient_id: ONION, ingredient_name: 'Yellow onion', quantity: 1, unit_of_measurement: 'piece', notes: 'finely chopped', quantity_text: '1' });

    const lines = await ok(visitor.get(`/api/v1/recipe-ingredient/recipe/${id}`));
    // The unit is the ingredient's own, whatever the form sent.
    expect(lines.map((line: any) => [line.ingredient_id, line.quantity, line.unit_of_measurement]).sort()).toEqual([[CARROT, 4, 'piece'], [ONION, 1, 'piece']].sort());
    expect((await ok(visitor.get(`/api/v1/recipe-step/${id}`))).map((step: any) => step.step_number)).toEqual([1, 2, 3]);
    expect((await ok(visitor.get(`/api/v1/recipe-cuisine/recipe/${id}`))).sort((a: any, b: any) => a.name.localeCompare(b.name))).toEqual([
      { recipe_id: id, cuisine_id: cuisine('french'), name: 'French' },
      { recipe_id: id, cuisine_id: cuisine('italian'), name: 'Italian' },
    ]);
    expect((await ok(visitor.get(`/api/v1/recipe-diet/recipe/${id}/diets`))).map((entry: any) => entry.name).sort()).toEqual(['Vegan', 'Vegetarian']);
    expect((await ok(visitor.get(`/api/v1/recipe-time/recipe/${id}`))).map((entry: any) => entry.time).sort()).toEqual(['Dinner', 'Lunch']);
    expect(await ok(visitor.get(`/api/v1/recipe-food-type/recipe/${id}/food_types`))).toEqual([{ recipe_id: id, food_type_id: foodType('soup'), name: 'Soup' }]);

    const recipe = await recipeOf(id);
    expect(recipe).toMatchObject({ ...handNutrition([['Carrot', 4], ['Yellow onion', 1]], 2), is_vegan: true, is_vegetarian: true });
    expect(recipe.calories).toBeGreaterThan(0);
  });
});

describe('editing a recipe', () => {
  it('by differences: adds and removes only what changed, and nutrition follows the lines', async () => {
    const id = await wizardRecipe(author, 'Edited soup');
    for (const key of ['french', 'italian']) await ok(author.client.post('/api/v1/recipe-cuisine', { recipe_id: id, cuisine_id: cuisine(key) }), 201);
    for (const time of ['Lunch', 'Dinner']) await ok(author.client.post('/api/v1/recipe-time', { recipe_id: id, time }), 201);
    await ok(author.client.post('/api/v1/recipe-ingredient', { recipe_id: id, ingredient_id: CARROT, quantity: 4 }), 201);
    await ok(author.client.post('/api/v1/recipe-ingredient', { recipe_id: id, ingredient_id: ONION, quantity: 1 }), 201);
    const step = await ok(author.client.post('/api/v1/recipe-step', { recipe_id: id, step_number: 1, instruction: 'Chop.' }), 201);
    await ok(author.client.post('/api/v1/recipe-step', { recipe_id: id, step_number: 2, instruction: 'Simmer.' }), 201);

    // Cuisines {French, Italian} -> {Italian, Thai}; meal times {Lunch, Dinner} -> {Dinner, Snack}.
    await Promise.all([
      ok(author.client.delete(`/api/v1/recipe-cuisine/${id}/${cuisine('french')}`)),
      ok(author.client.post('/api/v1/recipe-cuisine', { recipe_id: id, cuisine_id: cuisine('thai') }), 201),
      ok(author.client.delete(`/api/v1/recipe-time/deleteByRecipeIdAndTime/${id}/Lunch`)),
      ok(author.client.post('/api/v1/recipe-time', { recipe_id: id, time: 'Snack' }), 201),
    ]);
    expect((await ok(visitor.get(`/api/v1/recipe-cuisine/recipe/${id}`))).map((entry: any) => entry.name).sort()).toEqual(['Italian', 'Thai']);
    expect((await ok(visitor.get(`/api/v1/recipe-time/recipe/${id}`))).map((entry: any) => entry.time).sort()).toEqual(['Dinner', 'Snack']);
    // Links are sets: a repeat changes nothing and says so with 200.
    expect((await author.client.post('/api/v1/recipe-cuisine', { recipe_id: id, cuisine_id: cuisine('thai') })).status).toBe(200);

    await ok(author.client.delete(`/api/v1/recipe-ingredient/recipe/${id}/ingredient/${ONION}`));
    expect(await recipeOf(id)).toMatchObject(handNutrition([['Carrot', 4]], 2));
    expectError(await author.client.delete(`/api/v1/recipe-ingredient/recipe/${id}/ingredient/${ONION}`), 404, 'This ingredient is not in the recipe.');
    expectError(await author.client.post('/api/v1/recipe-ingredient', { recipe_id: id, ingredient_id: CARROT, quantity: 2 }), 409, 'This ingredient is already in the recipe. Remove it first to change its quantity.');
    // A step number in use is refused (the recipe would read '1, 1, 2'); once the old step is removed, it is free.
    expectError(await author.client.post('/api/v1/recipe-step', { recipe_id: id, step_number: 1, instruction: 'Rinse.' }), 409, 'There is already a step 1. Remove it first, or choose another number.');

    await ok(author.client.delete(`/api/v1/recipe-step/${step.id}`));
    expect((await ok(visitor.get(`/api/v1/recipe-step/${id}`))).map((entry: any) => entry.instruction)).toEqual(['Simmer.']);
    expectError(await author.client.delete(`/api/v1/recipe-step/${step.id}`), 404, 'Recipe step not found');
    await ok(author.client.post('/api/v1/recipe-step', { recipe_id: id, step_number: 1, instruction: 'Rinse.' }), 201);
    expect((await ok(visitor.get(`/api/v1/recipe-step/${id}`))).map((entry: any) => entry.instruction)).toEqual(['Rinse.', 'Simmer.']);
  });

  it('changes details and nutrition with PUT: typed numbers stay, blank ones are computed again', async () => {
    const id = await wizardRecipe(author, 'Put soup');
    await ok(author.client.post('/api/v1/recipe-ingredient', { recipe_id: id, ingredient_id: CARROT, quantity: 4 }), 201);
    const updated = await ok(author.client.put(`/api/v1/recipe/${id}`, { name: 'Carrot soup', servings: 4, calories: 500 }));
    expect(updated).toMatchObject({ id, name: 'Carrot soup', servings: 4, calories: 500, protein: handNutrition([['Carrot', 4]], 4).protein });
    const computed = await ok(author.client.put(`/api/v1/recipe/${id}`, { nutritionalInfo: { calories: '' } }));
    expect(computed).toMatchObject(handNutrition([['Carrot', 4]], 4));
    expectError(await author.client.put(`/api/v1/recipe/${id}`, { difficulty: 'Heroic' }), 400, 'Difficulty must be Easy, Medium or Hard.');
    for (const calories of [-5, 99999999999]) {
      expectError(await author.client.put(`/api/v1/recipe/${id}`, { nutritionalInfo: { calories } }), 400, 'Calories, protein, carbohydrate, fat and cost per serving must be numbers from 0 to 100,000.');
    }
    expectError(await author.client.put(`/api/v1/recipe/${id}`, { prep_time: -5 }), 400, 'Prep time must be a whole number of minutes from 0 to 10080 (a week).');
    expectError(await author.client.put(`/api/v1/recipe/${UNKNOWN}`, { name: 'Nothing' }), 404, 'Recipe not found');
  });

  it('is the author\'s alone: anyone else gets 403 and nothing changes', async () => {
    const id = await wizardRecipe(author, 'Private soup');
    const step = await ok(author.client.post('/api/v1/recipe-step', { recipe_id: id, step_number: 1, instruction: 'Stir.' }), 201);
    const before = await eventCount(`recipe-${id}`);
    const attempts = await Promise.all([
      stranger.client.put(`/api/v1/recipe/${id}`, { name: 'Mine now' }),
      stranger.client.delete(`/api/v1/recipe/${id}`),
      stranger.client.post('/api/v1/recipe-cuisine', { recipe_id: id, cuisine_id: cuisine('thai') }),
      stranger.client.post('/api/v1/recipe-ingredient', { recipe_id: id, ingredient_id: CARROT, quantity: 1 }),
      stranger.client.post('/api/v1/recipe-step', { recipe_id: id, step_number: 2, instruction: 'Eat it all.' }),
      stranger.client.delete(`/api/v1/recipe-step/${step.id}`),
      // Admins edit the seed catalogue, not other cooks' recipes.
      admin.client.put(`/api/v1/recipe/${id}`, { name: 'Curated' }),
    ]);
    for (const attempt of attempts) expectError(attempt, 403, NOT_AUTHOR);
    expect(await eventCount(`recipe-${id}`)).toBe(before);
    expect(await recipeOf(id)).toMatchObject({ name: 'Private soup' });
    expect(await ok(stranger.client.post('/api/v1/recipe/ownership_check', { recipe_id: id }))).toEqual({ recipe_owner: false });
    expect(await ok(author.client.post('/api/v1/recipe/ownership_check', { recipe_id: id }))).toEqual({ recipe_owner: true });
    expectError(await author.client.post('/api/v1/recipe/ownership_check', { recipe_id: UNKNOWN }), 404, 'Recipe not found');
  });

  it('lets only admins tag recipes and change the seed catalogue', async () => {
    const id = await wizardRecipe(author, 'Quick soup');
    expectError(await author.client.post('/api/v1/recipe-tag', { recipe_id: id, tag_id: tag('quick') }), 403, 'Only admins can change the tags of a recipe.');
    expectError(await author.client.post('/api/v1/recipe-cuisine', { recipe_id: SEED_ID, cuisine_id: cuisine('thai') }), 403, NOT_AUTHOR);
    expect(await ok(author.client.post('/api/v1/recipe/ownership_check', { recipe_id: SEED_ID }))).toEqual({ recipe_owner: false });
    expect(await ok(admin.client.post('/api/v1/recipe/ownership_check', { recipe_id: SEED_ID }))).toEqual({ recipe_owner: true });
    const adminRecipe = await wizardRecipe(admin, 'Admin soup');
    expect(await ok(admin.client.post('/api/v1/recipe-tag', { recipe_id: adminRecipe, tag_id: tag('quick') }), 201)).toEqual({ recipe_id: adminRecipe, tag_id: tag('quick'), name: 'Quick' });
    expect(await ok(visitor.get(`/api/v1/recipe-tag/recipe/${adminRecipe}`))).toEqual([{ recipe_id: adminRecipe, tag_id: tag('quick'), name: 'Quick' }]);
    const newTag = defaultTags.find((entry) => !seeds[0]!.tags.includes(entry.name))!;
    expect(await ok(admin.client.post('/api/v1/recipe-tag', { recipe_id: SEED_ID, tag_id: tag(newTag.key) }), 201)).toMatchObject({ name: newTag.name });
    expect((await ok(visitor.get(`/api/v1/recipe-tag/recipe/${SEED_ID}`))).map((entry: any) => entry.name).sort()).toEqual([...seeds[0]!.tags, newTag.name].sort());
    expect((await ok(visitor.get(`/api/v1/recipe-tag/tag/${tag(newTag.key)}`))).map((card: any) => card.id)).toContain(SEED_ID);
  });

  it('answers unknown ids with 404 and bad bodies with 400 and the message', async () => {
    const id = await wizardRecipe(author, 'Checked soup');
    expectError(await visitor.get(`/api/v1/recipe-cuisine/recipe/${UNKNOWN}`), 404, 'Recipe not found');
    expectError(await visitor.get(`/api/v1/recipe-time/recipe/${UNKNOWN}`), 404, 'Recipe not found');
    expectError(await author.client.post('/api/v1/recipe-cuisine', { recipe_id: UNKNOWN, cuisine_id: cuisine('thai') }), 404, 'Recipe not found');
    expectError(await author.client.delete(`/api/v1/recipe-step/${UNKNOWN}`), 404, 'Recipe step not found');
    expectError(await author.client.post('/api/v1/recipe-cuisine', { recipe_id: id, cuisine_id: UNKNOWN }), 400, 'That cuisine does not exist. Reload the page and choose again.');
    expectError(await author.client.post('/api/v1/recipe-time', { recipe_id: id, time: 'Brunch' }), 400, 'Meal time must be Breakfast, Lunch, Dinner or Snack.');
    expectError(await author.client.post('/api/v1/recipe-ingredient', { recipe_id: id, ingredient_id: UNKNOWN, quantity: 1 }), 400, 'That ingredient does not exist. Choose one from the list.');
    expectError(await author.client.post('/api/v1/recipe-ingredient', { recipe_id: id, ingredient_id: CARROT, quantity: 0 }), 400, 'Ingredient quantity must be a number above 0.');
    expectError(await author.client.post('/api/v1/recipe-step', { recipe_id: id, step_number: 1, instruction: '  ' }), 400, 'Step instruction is required');
    expectError(await author.client.post('/api/v1/recipe-step', { recipe_id: id, step_number: 0, instruction: 'Stir.' }), 400, 'Step number must be a whole number from 1 up.');
    expectError(await author.client.post('/api/v1/recipe-step', { recipe_id: id, step_number: 1, instruction: 'x'.repeat(2001) }), 400, 'Step instruction must be at most 2000 characters.');
    expectError(await author.client.post('/api/v1/recipe-cuisine', { recipe_id: 'soup', cuisine_id: cuisine('thai') }), 400, 'recipe_id must be an id.');
  });

  it('deletes a recipe: it leaves every list, and its children can no longer change', async () => {
    const id = await wizardRecipe(author, 'Doomed soup');
    await ok(author.client.post('/api/v1/recipe-favorite', { recipe_id: id }), 201);
    expect(await ok(author.client.delete(`/api/v1/recipe/${id}`))).toEqual({ recipeId: id, message: 'Recipe deleted' });
    expectError(await visitor.get(`/api/v1/recipe/${id}`), 404, 'Recipe not found');
    expect((await ok(author.client.get('/api/v1/recipe/my-recipes'))).map((card: any) => card.id)).not.toContain(id);
    expect((await ok(author.client.get('/api/v1/recipe-favorite/my-favorites'))).map((entry: any) => entry.recipe_id)).not.toContain(id);
    expectError(await author.client.post('/api/v1/recipe-diet', { recipe_id: id, diet_id: diet('vegan') }), 404, 'Recipe not found');
    expectError(await author.client.delete(`/api/v1/recipe/${id}`), 404, 'Recipe not found');
  });
});

describe('reading recipes', () => {
  it('searches names case-insensitively by substring, and pages', async () => {
    const term = 'CHICK';
    const expected = seeds.filter((recipe) => recipe.name.toLowerCase().includes('chick')).map((recipe) => recipe.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(expected.length).toBeGreaterThan(12);
    const all = await ok(visitor.get(`/api/v1/recipe?search=${term}`));
    expect(all.map((card: any) => card.name)).toEqual(expected);
    const first = await visitor.get(`/api/v1/recipe?search=${term}&limit=10`);
    expect(first.headers.get('x-next-offset')).toBe('10');
    const rest = await visitor.get(`/api/v1/recipe?search=${term}&limit=200&offset=10`);
    expect(rest.headers.get('x-next-offset')).toBeNull();
    expect([...first.body, ...rest.body].map((card: any) => card.name)).toEqual(expected);
    expect(await ok(visitor.get('/api/v1/recipe?search=%25_'))).toEqual([]);
    expectError(await visitor.get('/api/v1/recipe?limit=0'), 400, 'limit must be a whole number from 1 to 200.');
  });

  it('filters by any of several cuisines, and pairs recipes with their cuisines', async () => {
    const wanted = ['thai', 'korean'];
    const names = ['Thai', 'Korean'];
    const expected = seeds.filter((recipe) => recipe.cuisines.some((name) => names.includes(name))).map((recipe) => seedRecipeIdFor(recipe.name)).sort();
    // The seed catalogue's (other tests here write Thai recipes of their own).
    const seedIds = new Set(seeds.map((recipe) => seedRecipeIdFor(recipe.name)));
    const cards = await ok(visitor.get(`/api/v1/recipe?cuisine_ids=${wanted.map(cuisine).join(',')}`));
    expect(cards.map((card: any) => card.id).filter((id: string) => seedIds.has(id)).sort()).toEqual(expected);
    const pairs = await ok(visitor.get(`/api/v1/recipe-cuisine/multiple_cuisine_ids/${wanted.map(cuisine).join(',')}`));
    expect([...new Set(pairs.map((pair: any) => pair.recipe_id))].filter((id) => seedIds.has(id as string)).sort()).toEqual(expected);
    expect(pairs[0]).toEqual({ recipe_id: expect.any(String), cuisine_id: expect.stringMatching(new RegExp(`${cuisine('thai')}|${cuisine('korean')}`)) });
  });

  it('gives cards for several ids in the order asked, leaving unknown ones out', async () => {
    const ids = [seedRecipeIdFor(seeds[5]!.name), UNKNOWN, seedRecipeIdFor(seeds[2]!.name)];
    const cards = await ok(visitor.post('/api/v1/recipe/multiple_ids', { ids }));
    expect(cards.map((card: any) => card.id)).toEqual([ids[0], ids[2]]);
    expect(cards[0]).toMatchObject({ name: seeds[5]!.name, image_url: `/images/recipeImages/${ids[0]}.jpg` });
    expectError(await visitor.post('/api/v1/recipe/multiple_ids', { ids: ['x'] }), 400, 'ids must be recipe ids.');
  });
});

describe('favourites', () => {
  it('adds, lists with the card, tells the status and removes; repeats are harmless', async () => {
    const cook = await signIn(larder, { ready: false });
    const recipeId = seedRecipeIdFor(seeds[3]!.name);
    expect(await ok(cook.client.get(`/api/v1/recipe-favorite/recipe/${recipeId}`))).toEqual({ isFavorite: false });
    expect(await ok(cook.client.post('/api/v1/recipe-favorite', { recipe_id: recipeId }), 201)).toEqual({ recipe_id: recipeId, isFavorite: true });
    await ok(cook.client.post('/api/v1/recipe-favorite', { recipe_id: recipeId }), 201);
    const list = await ok(cook.client.get('/api/v1/recipe-favorite/my-favorites'));
    expect(list).toEqual([{ recipe_id: recipeId, favorited_at: expect.any(String), recipe: expect.objectContaining({ id: recipeId, name: seeds[3]!.name, calories: expect.any(Number) }) }]);
    expect(await ok(cook.client.get(`/api/v1/recipe-favorite/recipe/${recipeId}`))).toEqual({ isFavorite: true });
    expect(await ok(stranger.client.get(`/api/v1/recipe-favorite/recipe/${recipeId}`))).toEqual({ isFavorite: false });
    expect(await ok(cook.client.delete(`/api/v1/recipe-favorite/recipe/${recipeId}`))).toEqual({ recipe_id: recipeId, isFavorite: false });
    await ok(cook.client.delete(`/api/v1/recipe-favorite/recipe/${recipeId}`));
    expect(await ok(cook.client.get('/api/v1/recipe-favorite/my-favorites'))).toEqual([]);
    expectError(await cook.client.post('/api/v1/recipe-favorite', { recipe_id: UNKNOWN }), 404, 'Recipe not found');
    expect((await visitor.get('/api/v1/recipe-favorite/my-favorites')).status).toBe(401);
  });
});

describe('photos', () => {
  async function upload(user: TestUser, recipeId: string, bytes: Buffer, filename: string, type: string) {
    const csrf = await user.client.csrfToken();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
    const response = await fetch(`${larder.baseUrl}/api/v1/supabase/recipe-images/recipe/${recipeId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'x-csrf-token': csrf.token, cookie: csrf.cookie },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as any };
  }
  const imagePath = (id: string) => `/api/v1/supabase/recipe-images/recipe/${id}`;

  it('refuses a renamed text file, keeps a real PNG and serves it back; only the author may change it', async () => {
    const id = await wizardRecipe(author, 'Photogenic soup');
    expectError(await visitor.get(imagePath(id)), 404, 'This recipe has no image.');
    const text = await upload(author, id, Buffer.from('not a picture at all'), 'soup.jpg', 'image/jpeg');
    expect(text).toEqual({ status: 400, body: { error: 'Only JPEG and PNG images can be uploaded.' } });
    expect(await upload(stranger, id, PNG, 'soup.png', 'image/png')).toEqual({ status: 403, body: { error: NOT_AUTHOR } });
    // Just past 5 MB the content check refuses it; far past, the upload is cut off before it is read.
    const tooLarge = 'The image is larger than 5 MB. Choose a smaller JPEG or PNG image.';
    expect(await upload(author, id, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png')).toEqual({ status: 400, body: { error: tooLarge } });
    expect(await upload(author, id, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]), 'huge.png', 'image/png')).toEqual({ status: 413, body: { error: tooLarge } });
    const stored = await upload(author, id, PNG, 'soup.png', 'image/png');
    expect(stored.status).toBe(201);
    const served = await fetch(`${larder.baseUrl}${imagePath(id)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expectError(await stranger.client.delete(imagePath(id)), 403, NOT_AUTHOR);
    expect((await author.client.delete(imagePath(id))).status).toBe(200);
    expect((await visitor.get(imagePath(id))).status).toBe(404);
    expectError(await author.client.delete(imagePath(id)), 404, 'This recipe has no image.');
  });
});

describe('a rebuild', () => {
  it('reproduces the recipes and favourites rows exactly', async () => {
    const cook = await signIn(larder, { ready: false });
    await ok(cook.client.post('/api/v1/recipe-favorite', { recipe_id: SEED_ID }), 201);
    const id = await wizardRecipe(cook, 'Rebuilt soup');
    await ok(cook.client.post('/api/v1/recipe-ingredient', { recipe_id: id, ingredient_id: CARROT, quantity: 3, notes: 'sliced' }), 201);
    await ok(cook.client.post('/api/v1/recipe-favorite', { recipe_id: id }), 201);
    const snapshot = async () => ({
      recipes: (await database.pool.query('select * from recipes order by id')).rows,
      favorites: (await database.pool.query('select * from favorites order by id')).rows,
    });
    const before = await snapshot();
    expect(before.favorites.length).toBeGreaterThanOrEqual(2);
    await rebuildProjection(larder.database.url, recipesProjection, { batchSize: 50 });
    await rebuildProjection(larder.database.url, favoritesProjection);
    expect(await snapshot()).toEqual(before);
  });
});
