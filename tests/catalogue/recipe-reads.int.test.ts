// The public recipe reads of the catalogue spec's §7, as the web client calls them, with no token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipeIdFor } from '../../server/modules/catalogue/index.ts';
import { readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { referenceIdFor } from '../../server/modules/reference/index.ts';
import { ApiClient, eventually, startTestLarder, type TestLarder } from '../setup/larder.ts';

let larder: TestLarder;
let visitor: ApiClient;
const seeds = readSeedRecipes();
const bananas = seeds.find((recipe) => recipe.name === 'Bananas in Warm Coconut Milk')!;
const bananasId = seedRecipeIdFor(bananas.name);

beforeAll(async () => {
  larder = await startTestLarder({ roles: ['api', 'projector'] });
  visitor = new ApiClient(larder.baseUrl);
  // The projector fills the recipes read model from the imported log on start.
  await eventually(async () => ((await visitor.get('/api/v1/recipe')).body as unknown[]).length === seeds.length, 20_000, 'the recipes read model');
});
afterAll(async () => {
  await larder?.close();
});

const CARD_FIELDS = ['id', 'name', 'calories', 'prep_time', 'cook_time', 'protein', 'carbohydrate', 'fat', 'cost_per_serving', 'image_url', 'is_vegetarian', 'is_vegan'];

describe('recipes', () => {
  it('lists every recipe as a card with the spec fields and its image path, by name', async () => {
    const { status, body } = await visitor.get('/api/v1/recipe');
    expect(status).toBe(200);
    expect(body).toHaveLength(seeds.length);
    for (const field of CARD_FIELDS) expect(body[0]).toHaveProperty(field);
    const names = body.map((card: { name: string }) => card.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const card = body.find((entry: { id: string }) => entry.id === bananasId);
    expect(card).toMatchObject({ name: bananas.name, image_url: `/images/recipeImages/${bananasId}.jpg`, is_vegan: true, prep_time: bananas.prepMinutes, cook_time: bananas.cookMinutes });
  });

  it('answers one recipe as an array whose first item is the recipe, and 404 for an unknown id', async () => {
    const { body } = await visitor.get(`/api/v1/recipe/${bananasId}`);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ id: bananasId, name: bananas.name, servings: bananas.servings, difficulty: bananas.difficulty, meal_times: bananas.mealTimes });
    expect(await visitor.get('/api/v1/recipe/00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404, body: { error: 'Recipe not found' } });
    expect((await visitor.get('/api/v1/recipe/not-an-id')).status).toBe(400);
  });

  it('gives the numbered steps and the ingredient lines with names and units', async () => {
    const steps = (await visitor.get(`/api/v1/recipe-step/${bananasId}`)).body;
    expect(steps.map((step: { step_number: number; instruction: string }) => [step.step_number, step.instruction])).toEqual(bananas.steps.map((instruction, index) => [index + 1, instruction]));
    const lines = (await visitor.get(`/api/v1/recipe-ingredient/recipe/${bananasId}`)).body;
    expect(lines).toMatchObject(
      bananas.ingredients.map((item) => ({ recipe_id: bananasId, ingredient_id: ingredientIdFor(item.ingredient), ingredient_name: item.ingredient, quantity: item.quantity, unit_of_measurement: item.unit, notes: null })),
    );
    // Beside the spec (decision 0034): each amount as a kitchen measures it, never a decimal of a piece.
    for (const line of lines as Array<{ unit_of_measurement: string; quantity_text: string; measure: { unit_of_measurement: string } }>) {
      expect(line.measure.unit_of_measurement).toBe(line.unit_of_measurement);
      if (line.unit_of_measurement === 'piece') expect(line.quantity_text).not.toMatch(/\d\.\d/);
    }
  });

});

describe('recipes by link', () => {
  it.each([
    ['cuisine', (id: string) => `/api/v1/recipe-cuisine/cuisine/${id}`, 'cuisine', 'thai', (recipe: (typeof seeds)[number]) => recipe.cuisines.includes('Thai')],
    ['diet', (id: string) => `/api/v1/recipe-diet/diet/${id}/recipes`, 'diet', 'vegan', (recipe: (typeof seeds)[number]) => recipe.diets.includes('Vegan')],
    ['food type', (id: string) => `/api/v1/recipe-food-type/food_type/${id}/recipes`, 'food-type', 'soup', (recipe: (typeof seeds)[number]) => recipe.foodTypes.includes('Soup')],
    ['tag', (id: string) => `/api/v1/recipe-tag/tag/${id}`, 'tag', 'quick', (recipe: (typeof seeds)[number]) => recipe.tags.includes('Quick')],
  ] as const)('lists exactly the recipes of a %s', async (_what, path, kind, key, belongs) => {
    const { body } = await visitor.get(path(referenceIdFor(kind, key)));
    const expected = seeds.filter(belongs).map((recipe) => seedRecipeIdFor(recipe.name)).sort();
    expect(body.map((card: { id: string }) => card.id).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(5);
  });
});
