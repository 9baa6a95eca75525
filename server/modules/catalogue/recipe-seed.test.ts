// Every seed recipe meets the catalogue's rules: known cuisines, diets, meal times, food types, tags
// and ingredients, each ingredient in its own unit, real steps, and diets the facts bear out.
import { describe, expect, it } from 'vitest';
import { checkSeedRecipe, factsByName, nutritionPerServing, readSeedRecipes, type SeedRecipe } from './recipe-seed.ts';

const facts = factsByName();
const recipes = readSeedRecipes();

describe('the seed recipes', () => {
  it('each meet the rules', () => {
    const problems = recipes.flatMap((recipe) => checkSeedRecipe(recipe, facts).map((problem) => `${recipe.file}: ${recipe.name}: ${problem}`));
    expect(problems).toEqual([]);
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
    diets: ['Vegan'],
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
  it('accepts a sound recipe', () => {
    expect(checkSeedRecipe(base, facts)).toEqual([]);
  });
  it('refuses an unknown ingredient, a wrong unit, and a vegan tag the facts disprove', () => {
    const wrong = { ...base, ingredients: [...base.ingredients, { ingredient: 'Unicorn', quantity: 1, unit: 'g' }, { ingredient: 'Yellow onion', quantity: 100, unit: 'g' }] };
    expect(checkSeedRecipe(wrong, facts)).toEqual(expect.arrayContaining(["unknown ingredient 'Unicorn'", "'Yellow onion' is measured in piece, not g"]));
    const butter = facts.get('butter')!;
    const withButter = { ...base, ingredients: [...base.ingredients, { ingredient: butter.name, quantity: 1, unit: butter.unit_of_measurement }] };
    expect(checkSeedRecipe(withButter, facts)).toContain('tagged Vegan but has a non-vegan ingredient');
  });
  it('computes nutrition per serving from the facts', () => {
    const onion = facts.get('yellow onion')!;
    const carrot = facts.get('carrot')!;
    const grams = (fact: typeof onion, quantity: number) => quantity * fact.grams_per_unit!;
    const kcal = ((onion.calories_per_100g! * grams(onion, 1)) / 100 + (carrot.calories_per_100g! * grams(carrot, 2)) / 100) / 2;
    expect(nutritionPerServing(base, facts).kcal).toBeCloseTo(kcal, 6);
  });
});
