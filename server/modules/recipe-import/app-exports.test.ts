// Exports of other recipe apps, built here in their formats with recipes written for this test.
import { gzipSync, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ExportRefused, readExport } from './app-exports.ts';

const paprika = (recipe: Record<string, unknown>) => gzipSync(strToU8(JSON.stringify(recipe)));

const SHAKSHUKA = {
  uid: 'A1',
  name: 'Weeknight Shakshuka',
  description: 'Eggs poached in a spiced pepper and tomato sauce.',
  ingredients: '2 tbsp olive oil\n1 onion, diced\n1 red bell pepper, sliced\n\n1 (400 g) tin chopped tomatoes\n4 large eggs',
  directions: '1. Soften the onion and pepper in the oil.\n2. Add the tomatoes and simmer 10 minutes.\n\n3. Make wells and crack in the eggs; cover until set.',
  servings: '2 servings',
  prep_time: '10 mins',
  cook_time: '25 min',
  total_time: '35 minutes',
  source_url: 'https://cooking.example.test/shakshuka',
  image_url: 'https://cooking.example.test/shakshuka.jpg',
  categories: ['Breakfast', 'Vegetarian'],
  photo_data: null,
};

describe('a Paprika export', () => {
  it('reads every recipe of a .paprikarecipes archive', () => {
    const archive = zipSync({ 'Weeknight Shakshuka.paprikarecipe': paprika(SHAKSHUKA), 'Plain Rice.paprikarecipe': paprika({ name: 'Plain Rice', ingredients: '1 cup long-grain rice\n2 cups water', directions: 'Simmer covered 15 minutes.', servings: '4' }) });
    const recipes = readExport(archive);
    expect(recipes.map((each) => each.recipe.name)).toEqual(['Plain Rice', 'Weeknight Shakshuka']);
    expect(recipes[1]).toEqual({
      sourceUrl: 'https://cooking.example.test/shakshuka',
      recipe: {
        name: 'Weeknight Shakshuka',
        description: 'Eggs poached in a spiced pepper and tomato sauce.',
        imageUrl: 'https://cooking.example.test/shakshuka.jpg',
        yields: '2 servings',
        servings: 2,
        prepMinutes: 10,
        cookMinutes: 25,
        totalMinutes: 35,
        ingredients: ['2 tbsp olive oil', '1 onion, diced', '1 red bell pepper, sliced', '1 (400 g) tin chopped tomatoes', '4 large eggs'],
        instructions: ['Soften the onion and pepper in the oil.', 'Add the tomatoes and simmer 10 minutes.', 'Make wells and crack in the eggs; cover until set.'],
        cuisine: null,
        category: 'Breakfast',
      },
    });
  });

  it('reads a single .paprikarecipe', () => {
    expect(readExport(paprika(SHAKSHUKA))[0]!.recipe.name).toBe('Weeknight Shakshuka');
  });
});

describe('a Mealie export', () => {
  const mealie = {
    name: 'Lemony Lentil Soup',
    description: 'A bright, thick soup.',
    recipeYield: '4 servings',
    prepTime: 'PT15M',
    cookTime: '40 minutes',
    totalTime: null,
    orgURL: 'https://soups.example.test/lentil',
    recipeCategory: [{ name: 'Dinner', slug: 'dinner' }],
    recipeIngredient: [
      { originalText: '1 cup red lentils, rinsed', quantity: 1, unit: { name: 'cup' }, food: { name: 'red lentils' }, note: 'rinsed' },
      { display: '1 litre vegetable stock', quantity: 1, unit: { name: 'litre' }, food: { name: 'vegetable stock' } },
      { quantity: 1, unit: null, food: { name: 'lemon' }, note: 'juiced' },
      '2 cloves garlic',
    ],
    recipeInstructions: [{ text: 'Sweat the garlic.' }, { title: 'Simmer', text: 'Add lentils and stock; simmer 30 minutes.' }, { text: 'Finish with lemon.' }],
  };

  it('reads one recipe, a list, or its export zip of recipe folders', () => {
    const [one] = readExport(strToU8(JSON.stringify(mealie)));
    expect(one).toEqual({
      sourceUrl: 'https://soups.example.test/lentil',
      recipe: expect.objectContaining({
        name: 'Lemony Lentil Soup',
        servings: 4,
        prepMinutes: 15,
        cookMinutes: 40,
        totalMinutes: null,
        category: 'Dinner',
        ingredients: ['1 cup red lentils, rinsed', '1 litre vegetable stock', '1 lemon juiced', '2 cloves garlic'],
        instructions: ['Sweat the garlic.', 'Add lentils and stock; simmer 30 minutes.', 'Finish with lemon.'],
      }),
    });
    expect(readExport(strToU8(JSON.stringify([mealie, { ...mealie, name: 'Second Soup' }]))).map((each) => each.recipe.name)).toEqual(['Lemony Lentil Soup', 'Second Soup']);
    const zip = zipSync({ 'recipes/lemony-lentil-soup/lemony-lentil-soup.json': strToU8(JSON.stringify(mealie)), 'recipes/lemony-lentil-soup/images/original.webp': new Uint8Array([1, 2, 3]) });
    expect(readExport(zip).map((each) => each.recipe.name)).toEqual(['Lemony Lentil Soup']);
  });
});

describe('a file that is not an export', () => {
  it('is refused in words, as is an archive too big to unpack', () => {
    expect(() => readExport(strToU8('just some text'))).toThrow(ExportRefused);
    expect(() => readExport(strToU8(JSON.stringify({ name: 'No ingredients' })))).toThrow(/holds no recipe Larder can read/);
    const huge = zipSync({ 'big.json': new Uint8Array(51 * 1024 * 1024) });
    expect(() => readExport(huge)).toThrow(/more than 50 MB/);
  });
});
