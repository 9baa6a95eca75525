// The ingredient calls of the catalogue spec's §7, as the web client makes them: public reads, a
// create open to every signed-in cook, edits and food groups for admins only, and a read model the
// log rebuilds row for row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database.ts';
import { seedRecipeIdFor } from '../../server/modules/catalogue/index.ts';
import { readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { ingredientIdFor, ingredientsProjection, readIngredientFacts } from '../../server/modules/ingredients/index.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { grantAdmin } from '../../server/ops/account-ops.ts';
import { rebuildProjection } from '../../server/projections/rebuild.ts';
import { ApiClient, eventually, signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

let larder: TestLarder;
let visitor: ApiClient;
let cook: TestUser;
let admin: TestUser;

const facts = readIngredientFacts();
const ONION = ingredientIdFor('Yellow onion'); // piece of 110 g, 40 kcal per 100 g, Produce
const SPINACH = ingredientIdFor('Spinach'); // g
const PRODUCE = referenceIdFor('food-group', 'produce');
const DAIRY = referenceIdFor('food-group', 'dairy');
const SPICES = referenceIdFor('food-group', 'spices');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ONLY_ADMINS = 'Only admins can edit ingredients.';

const ENTITY_FIELDS = [
  'id', 'name', 'description', 'image_url', 'unit_of_measurement', 'estimated_shelf_life', 'serving_size', 'calories_per_base_unit', 'protein',
  'carbohydrate', 'fat', 'micronutrients', 'estimated_cost_per_unit_cents', 'common_uses', 'is_perishable', 'is_vegetarian', 'is_vegan', 'author_id', 'foodGroups',
];

const paprikaOil = {
  name: '<b>Smoked</b> paprika oil',
  description: 'Olive oil steeped with smoked paprika.\nKeeps a month.',
  image_url: '',
  unit_of_measurement: 'ml',
  estimated_shelf_life: '30',
  serving_size: 15,
  calories_per_base_unit: 120,
  protein: 0,
  carbohydrate: '0.5',
  fat: 13.5,
  micronutrients: '{"vitamin_e_mg": 2}',
  estimated_cost_per_unit_cents: 4,
  common_uses: 'Drizzling over eggs and soups',
  is_perishable: true,
  is_vegetarian: true,
  is_vegan: true,
  author_id: 'system',
  foodGroups: ['Condiments'],
};

const one = async (id: string) => {
  const { status, body } = await visitor.get(`/api/v1/ingredient/${id}`);
  expect(status).toBe(200);
  return body[0];
};

beforeAll(async () => {
  larder = await startTestLarder();
  visitor = new ApiClient(larder.baseUrl);
  [cook, admin] = await Promise.all([signIn(larder, { ready: false }), signIn(larder, { ready: false })]);
  const handle = openDatabase(larder.database.url, { max: 1 });
  try {
    await grantAdmin(handle.pool, handle.db, admin.email);
  } finally {
    await handle.close();
  }
  await eventually(async () => (await admin.client.post('/api/v1/users/check_user', {})).body.isAdmin === true, 10_000, 'the admin flag');
});
afterAll(async () => {
  await larder?.close();
});

describe('public reads', () => {
  it('lists every seed ingredient with the entity fields, its food groups and its image, by name, with no token', async () => {
    const { status, body } = await visitor.get('/api/v1/ingredient');
    expect(status).toBe(200);
    expect(body).toHaveLength(facts.length);
    expect(body.length).toBe(410);
    for (const field of ENTITY_FIELDS) expect(body[0]).toHaveProperty(field);
    const names = body.map((ingredient: { name: string }) => ingredient.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(body.every((ingredient: { foodGroups: string[]; author_id: string }) => ingredient.foodGroups.length === 1 && ingredient.author_id === 'system')).toBe(true);
    expect((await visitor.get('/api/v1/postgres/ingredient')).body).toEqual(body);
  });

  it('gives one ingredient as an array, nutrition per serving with the per-100 g facts beside it, and 404 for an unknown id', async () => {
    const { body } = await visitor.get(`/api/v1/ingredient/${ONION}`);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      id: ONION,
      name: 'Yellow onion',
      image_url: `/images/ingredientImages/${ONION}.jpg`,
      unit_of_measurement: 'piece',
      serving_size: 1,
      // One 110 g onion at 40 kcal, 1.1 g protein, 9.34 g carbohydrate and 0.1 g fat per 100 g.
      calories_per_base_unit: 44,
      protein: 1.21,
      carbohydrate: 10.27,
      fat: 0.11,
      calories_per_100g: 40,
      estimated_shelf_life: 30,
      is_vegan: true,
      description: null,
      micronutrients: null,
      foodGroups: ['Produce'],
      primary_food_group: 'Produce',
    });
    // Weighed ingredients describe 100 g: the same numbers as the per-100 g facts.
    const spinach = await one(SPINACH);
    expect(spinach).toMatchObject({ unit_of_measurement: 'g', serving_size: 100, calories_per_base_unit: spinach.calories_per_100g, protein: spinach.protein_per_100g });
    expect(await visitor.get(`/api/v1/ingredient/${UNKNOWN_ID}`)).toMatchObject({ status: 404, body: { error: 'Ingredient not found.' } });
    expect((await visitor.get('/api/v1/ingredient/not-an-id')).status).toBe(400);
  });

  it('lists the units a form may choose', async () => {
    const { status, body } = await visitor.get('/api/v1/ingredient/unit_of_measurement_enum');
    expect(status).toBe(200);
    expect(body).toContainEqual({ unit: 'g' });
    expect(body).toContainEqual({ unit: 'piece' });
    expect(body.every((entry: object) => Object.keys(entry).join() === 'unit')).toBe(true);
  });

  it('gives several ingredients by id, leaving out ids it does not know', async () => {
    const { status, body } = await visitor.post('/api/v1/ingredient/multiple_ids', { ids: [SPINACH, ONION, UNKNOWN_ID] });
    expect(status).toBe(200);
    expect(body.map((ingredient: { id: string }) => ingredient.id).sort()).toEqual([ONION, SPINACH].sort());
    expect((await visitor.post('/api/v1/ingredient/multiple_ids', { ids: ['nope'] })).body).toMatchObject({ error: 'Each of ids must be an id.' });
  });

  it('links ingredients to food groups, both ways', async () => {
    const { status, body } = await visitor.get(`/api/v1/ingredient-food-group/multiple_food_group_ids/${PRODUCE},${DAIRY}`);
    expect(status).toBe(200);
    const expected = facts.filter((fact) => fact.primary_food_group === 'Produce' || fact.primary_food_group === 'Dairy');
    expect(body).toHaveLength(expected.length);
    expect(new Set(body.map((entry: { ingredient_id: string }) => entry.ingredient_id))).toEqual(new Set(expected.map((fact) => fact.id)));
    expect(body).toContainEqual({ ingredient_id: ONION, food_group_id: PRODUCE, name: 'Produce' });
    expect((await visitor.get(`/api/v1/ingredient-food-group/ingredient_id/${ONION}`)).body).toEqual([{ ingredient_id: ONION, food_group_id: PRODUCE, name: 'Produce' }]);
    expect(await visitor.get(`/api/v1/ingredient-food-group/ingredient_id/${UNKNOWN_ID}`)).toMatchObject({ status: 404, body: { error: 'Ingredient not found.' } });
    expect((await visitor.get('/api/v1/ingredient-food-group/multiple_food_group_ids/produce')).status).toBe(400);
  });

  it('lists the recipes that use an ingredient, as recipe cards', async () => {
    const garlic = ingredientIdFor('Garlic');
    const expected = readSeedRecipes()
      .filter((recipe) => recipe.ingredients.some((item) => item.ingredient === 'Garlic'))
      .map((recipe) => seedRecipeIdFor(recipe.name))
      .sort();
    expect(expected.length).toBeGreaterThan(5);
    const { status, body } = await visitor.get(`/api/v1/recipe-ingredient/uses_ingredient/${garlic}`);
    expect(status).toBe(200);
    expect(body.map((card: { id: string }) => card.id).sort()).toEqual(expected);
    const card = (await visitor.get('/api/v1/recipe')).body.find((entry: { id: string }) => entry.id === body[0].id);
    expect(body[0]).toEqual(card);
    expect((await visitor.get(`/api/v1/recipe-ingredient/uses_ingredient/${UNKNOWN_ID}`)).body).toEqual([]);
  });
});

describe('creating an ingredient', () => {
  it('needs a session', async () => {
    expect(await visitor.post('/api/v1/ingredient', paprikaOil)).toMatchObject({ status: 401, body: { error: 'No valid session found' } });
  });

  it('lets any signed-in cook create one; they are its author whatever the body says, and it is listed at once', async () => {
    const { status, body } = await cook.client.post('/api/v1/ingredient', paprikaOil);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Smoked paprika oil',
      description: 'Olive oil steeped with smoked paprika.\nKeeps a month.',
      author_id: cook.appUserId,
      unit_of_measurement: 'ml',
      estimated_shelf_life: 30,
      serving_size: 15,
      calories_per_base_unit: 120,
      carbohydrate: 0.5,
      micronutrients: '{"vitamin_e_mg": 2}',
      foodGroups: ['Condiments'],
      image_url: `/images/ingredientImages/${body.id}.jpg`,
      // Millilitres weigh nothing the form said: no per-100 g facts are made up.
      calories_per_100g: null,
    });
    expect(await one(body.id)).toEqual(body);
    expect((await visitor.get('/api/v1/ingredient')).body.some((ingredient: { id: string }) => ingredient.id === body.id)).toBe(true);
    const { rows } = await larderQuery('select owner_id, metadata->>\'actor\' as actor from events where stream_id = $1', [`ingredient-${body.id}`]);
    expect(rows).toEqual([{ owner_id: cook.appUserId, actor: cook.appUserId }]);
  });

  it('creates one ingredient for a request sent twice with the same Idempotency-Key', async () => {
    const body = { ...paprikaOil, name: 'Garlic confit' };
    const headers = { 'idempotency-key': `create-garlic-confit-${Date.now()}` };
    const first = await cook.client.post('/api/v1/ingredient', body, headers);
    const again = await cook.client.post('/api/v1/ingredient', body, headers);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    const named = (await visitor.get('/api/v1/ingredient')).body.filter((ingredient: { name: string }) => ingredient.name === 'Garlic confit');
    expect(named).toHaveLength(1);
  });

  it.each([
    ['a blank name', { name: '  ' }, 400, 'Ingredient name is required.'],
    ['no name', { name: undefined }, 400, 'Ingredient name is required.'],
    ['a name taken in another case', { name: 'YELLOW ONION' }, 409, 'An ingredient named "YELLOW ONION" already exists. Choose another name or use that ingredient.'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 400, 'Ingredient name must be at most 100 characters.'],
    ['a description of 2001 characters', { description: 'x'.repeat(2001) }, 400, 'The description must be at most 2000 characters.'],
    ['common uses of 501 characters', { common_uses: 'x'.repeat(501) }, 400, 'Common uses must be at most 500 characters.'],
    ['a unit outside the list', { unit_of_measurement: 'handful' }, 400, 'Unit of measurement must be one of: g, kg, ml, l, piece, tsp, tbsp, cup, oz, lb, pinch, clove, slice, can, bunch.'],
    ['a negative number', { fat: -1 }, 400, 'Fat cannot be negative.'],
    ['a number that is not one', { protein: 'lots' }, 400, 'protein must be a number.'],
    ['a shelf life in part days', { estimated_shelf_life: 2.5 }, 400, 'Shelf life must be a whole number of days.'],
    ['micronutrients that are not JSON', { micronutrients: '{iron: 2' }, 400, 'Micronutrients must be valid JSON text, for example {"iron_mg": 2.7}.'],
    ['an unknown food group', { foodGroups: ['Sweets'] }, 400, 'There is no food group called Sweets. Choose one from the food group list.'],
  ] as const)('refuses %s with a message a person can act on', async (_what, change, status, message) => {
    const before = (await visitor.get('/api/v1/ingredient')).body.length;
    const response = await cook.client.post('/api/v1/ingredient', { ...paprikaOil, name: `Chilli oil ${Math.random()}`, ...change });
    expect(response).toMatchObject({ status, body: { error: message } });
    expect((await visitor.get('/api/v1/ingredient')).body).toHaveLength(before);
  });
});

describe('editing an ingredient', () => {
  it('is for admins only: a cook gets 403 and nothing changes', async () => {
    const before = await one(ONION);
    expect(await cook.client.put(`/api/v1/ingredient/${ONION}`, { ...before, name: 'Onion' })).toMatchObject({ status: 403, body: { error: ONLY_ADMINS } });
    expect(await cook.client.post('/api/v1/ingredient-food-group/', { ingredient_id: ONION, food_group_id: SPICES })).toMatchObject({ status: 403, body: { error: ONLY_ADMINS } });
    expect(await cook.client.delete(`/api/v1/ingredient-food-group/${ONION}/${PRODUCE}`)).toMatchObject({ status: 403, body: { error: ONLY_ADMINS } });
    expect(await one(ONION)).toEqual(before);
    const { rows } = await larderQuery('select count(*)::int as count from events where stream_id = $1', [`ingredient-${ONION}`]);
    expect(rows[0].count).toBe(1);
  });

  it('lets an admin save the whole ingredient and answers with it', async () => {
    const before = await one(SPINACH);
    const sent = { ...before, name: 'Baby spinach', description: 'Tender leaves.', calories_per_base_unit: 25, common_uses: 'Salads' };
    const { status, body } = await admin.client.put(`/api/v1/ingredient/${SPINACH}`, sent);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: SPINACH, name: 'Baby spinach', description: 'Tender leaves.', calories_per_base_unit: 25, calories_per_100g: 25, common_uses: 'Salads', author_id: 'system', foodGroups: before.foodGroups });
    expect(body.protein).toBe(before.protein);
    expect(await one(SPINACH)).toEqual(body);
    expect(await admin.client.put(`/api/v1/ingredient/${SPINACH}`, { name: 'yellow onion' })).toMatchObject({ status: 409 });
    expect(await admin.client.put(`/api/v1/ingredient/${UNKNOWN_ID}`, sent)).toMatchObject({ status: 404, body: { error: 'Ingredient not found.' } });
    expect(await admin.client.put(`/api/v1/ingredient/${SPINACH}`, { ...sent, name: '' })).toMatchObject({ status: 400, body: { error: 'Ingredient name is required.' } });
  });

  it('lets an admin add and remove a food group, once each', async () => {
    const link = { ingredient_id: ONION, food_group_id: SPICES };
    expect(await admin.client.post('/api/v1/ingredient-food-group/', link)).toMatchObject({ status: 201, body: { ...link, name: 'Spices' } });
    expect((await one(ONION)).foodGroups).toEqual(['Produce', 'Spices']);
    expect(await admin.client.post('/api/v1/ingredient-food-group/', link)).toMatchObject({ status: 409, body: { error: 'This ingredient is already in that food group.' } });
    expect(await admin.client.post('/api/v1/ingredient-food-group/', { ...link, food_group_id: UNKNOWN_ID })).toMatchObject({ status: 400, body: { error: 'That food group does not exist. Choose one from the food group list.' } });
    const spiced = (await visitor.get(`/api/v1/ingredient-food-group/multiple_food_group_ids/${SPICES}`)).body;
    expect(spiced).toContainEqual({ ...link, name: 'Spices' });

    expect(await admin.client.delete(`/api/v1/ingredient-food-group/${ONION}/${PRODUCE}`)).toMatchObject({ status: 200, body: { ingredient_id: ONION, food_group_id: PRODUCE } });
    expect(await one(ONION)).toMatchObject({ foodGroups: ['Spices'], primary_food_group: 'Spices' });
    expect(await admin.client.delete(`/api/v1/ingredient-food-group/${ONION}/${PRODUCE}`)).toMatchObject({ status: 404, body: { error: 'This ingredient is not in that food group.' } });
  });
});

describe('the read model', () => {
  it('is rebuilt from the log into exactly the rows it holds', async () => {
    const live = (await larderQuery('select * from ingredients order by id')).rows;
    expect(live.length).toBeGreaterThan(facts.length);
    await rebuildProjection(larder.database.url, ingredientsProjection, { batchSize: 37 });
    expect((await larderQuery('select * from ingredients order by id')).rows).toEqual(live);
  });
});

async function larderQuery(text: string, values: unknown[] = []) {
  const handle = openDatabase(larder.database.url, { max: 1 });
  try {
    return await handle.pool.query(text, values);
  } finally {
    await handle.close();
  }
}
