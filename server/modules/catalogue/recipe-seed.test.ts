// Every seed recipe meets the catalogue's rules: known cuisines, diets, meal times, food types, tags
// and ingredients, each ingredient in its own unit, real steps, and diets the facts bear out.
import { describe, expect, it } from 'vitest';
import { cuisines, diets, mealTimes } from '../../facts/reference-lists.ts';
import { checkSeedRecipe, factsByName, nutritionPerServing, readSeedRecipes, type SeedRecipe } from './recipe-seed.ts';

const facts = factsByName();
const recipes = readSeedRecipes();

describe('the seed recipes', () => {
  it('each meet the rules', () => {
    const problems = recipes.flatMap((recipe) => checkSeedRecipe(recipe, facts).map((problem) => `${recipe.file}: ${recipe.name}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('give the planner room: every cuisine 30+, every meal time 100+, every diet 40+', () => {
    const count = (values: string[]) => values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});
    const perCuisine = count(recipes.flatMap((recipe) => recipe.cuisines));
    const perMealTime = count(recipes.flatMap((recipe) => recipe.mealTimes));
    const perDiet = count(recipes.flatMap((recipe) => recipe.diets));
    expect(recipes.length).toBeGreaterThanOrEqual(500);
    for (const cuisine of cuisines) expect(perCuisine[cuisine.name] ?? 0, cuisine.name).toBeGreaterThanOrEqual(30);
    for (const mealTime of mealTimes) expect(perMealTime[mealTime] ?? 0, mealTime).toBeGreaterThanOrEqual(100);
    for (const diet of diets) expect(perDiet[diet.name] ?? 0, diet.name).toBeGreaterThanOrEqual(40);
  });

  it('feed a vegan who avoids nuts a different breakfast, lunch and dinner every day of the week, whichever 3 cuisines they pick', () => {
    const NUTS = /\b(nuts?\b|almond|cashew|peanut|walnut|pecan|pistachio|hazelnut|macadamia)/i;
    const suitable = recipes.filter((recipe) => recipe.diets.includes('Vegan') && !recipe.ingredients.some((item) => NUTS.test(item.ingredient)));
    const names = cuisines.map((cuisine) => cuisine.name);
    const short: string[] = [];
    for (let a = 0; a < names.length; a++)
      for (let b = a + 1; b < names.length; b++)
        for (let c = b + 1; c < names.length; c++) {
          const chosen = [names[a]!, names[b]!, names[c]!];
          const mine = suitable.filter((recipe) => recipe.cuisines.some((cuisine) => chosen.includes(cuisine)));
          for (const mealTime of ['Breakfast', 'Lunch', 'Dinner'] as const) {
            const available = mine.filter((recipe) => recipe.mealTimes.includes(mealTime)).length;
            if (available < 7) short.push(`${chosen.join(' + ')}: ${available} ${mealTime.toLowerCase()}s`);
          }
        }
    expect(short).toEqual([]);
  });

  it('have unique names', () => {
    const names = recipes.map((recipe) => recipe.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});

describe('the rules themselves', () => {
  const base: SeedRecipe = {
    name: 'Test soup',
    description: 'A plain soup used to check the rules of the seed catalogue.',
    cuisines: ['Italian'],
    diets: ['Omnivore', 'Pescatarian', 'Vegetarian', 'Vegan', 'Gluten-Free', 'Dairy-Free', 'Low-Carb', 'Keto', 'Paleo'],
    mealTimes: ['Lunch'],
    foodTypes: ['Soup'],
    tags: [],
    servings: 2,
    prepMinutes: 5,
    cookMinutes: 20,
    difficulty: 'Easy',
    ingredients: [
      { ingredient: 'Yellow onion', quantity: 1, unit: 'piece' },
      { ingredient: 'Carrot', quantity: 2, unit: 'piece' },
    ],
    steps: ['Chop the onion and the carrots.', 'Simmer them in water for twenty minutes.'],
  };
  it('accepts a sound recipe, linked to every diet it keeps', () => {
    expect(checkSeedRecipe(base, facts)).toEqual([]);
  });
  it('asks a recipe to be linked to every diet its ingredients and nutrition keep', () => {
    expect(checkSeedRecipe({ ...base, diets: ['Vegetarian', 'Vegan'] }, facts)).toEqual(expect.arrayContaining(['keeps Omnivore: link it', 'keeps Pescatarian: link it', 'keeps Gluten-Free: link it']));
  });
  it('refuses an unknown ingredient, a wrong unit, and a diet its ingredients break, naming them', () => {
    const wrong = { ...base, ingredients: [...base.ingredients, { ingredient: 'Unicorn', quantity: 1, unit: 'g' }, { ingredient: 'Yellow onion', quantity: 100, unit: 'g' }] };
    expect(checkSeedRecipe(wrong, facts)).toEqual(expect.arrayContaining(["unknown ingredient 'Unicorn'", "'Yellow onion' is measured in piece, not g"]));
    const withButter = { ...base, ingredients: [...base.ingredients, { ingredient: 'Butter', quantity: 10, unit: facts.get('butter')!.unit_of_measurement }] };
    expect(checkSeedRecipe(withButter, facts)).toEqual(expect.arrayContaining(['linked to Vegan but breaks it (Butter)', 'linked to Dairy-Free but breaks it (Butter)', 'linked to Paleo but breaks it (Butter)']));
    const withFlour = { ...base, ingredients: [...base.ingredients, { ingredient: 'All-purpose flour', quantity: 30, unit: facts.get('all-purpose flour')!.unit_of_measurement }] };
    expect(checkSeedRecipe(withFlour, facts)).toContain('linked to Gluten-Free but breaks it (All-purpose flour)');
  });
  it('asks a recipe whose step waits hours to say what to do the day before', () => {
    const soaked = { ...base, steps: ['Soak the carrots in cold water for at least 2 hours.', 'Simmer them in water for twenty minutes.'] };
    expect(checkSeedRecipe(soaked, facts)).toContain('a step waits hours (soak, marinate, chill, rise): say what to do the day before in planAhead');
    expect(checkSeedRecipe({ ...soaked, planAhead: 'Soak the carrots in cold water overnight.' }, facts)).toEqual([]);
    expect(checkSeedRecipe({ ...base, steps: ['Marinate the onion for at least 1 hour, or overnight.', 'Simmer them in water for twenty minutes.'] }, facts)).toEqual([]);
  });
  it('computes nutrition per serving from the facts', () => {
    const onion = facts.get('yellow onion')!;
    const carrot = facts.get('carrot')!;
    const grams = (fact: typeof onion, quantity: number) => quantity * fact.grams_per_unit!;
    const kcal = ((onion.calories_per_100g! * grams(onion, 1)) / 100 + (carrot.calories_per_100g! * grams(carrot, 2)) / 100) / 2;
    expect(nutritionPerServing(base, facts).kcal).toBeCloseTo(kcal, 6);
  });
});
