// The grocery lists of 500 random weeks over the whole seed catalogue and the facts (decision 0034):
// what a shopper is told to buy is never a part of a piece, every line has a price, and the staples
// a kitchen keeps stay out of the count and the total. Pure: the same computation the refresh job
// runs, on the same data, without a database.
import { describe, expect, it } from 'vitest';
import { seedRecipeCreated } from '../../server/modules/catalogue/seed-import.ts';
import { factsByName, readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { computeGroceryList, groceryFactsOf } from '../../server/modules/grocery/grocery-list.compute.ts';
import { isPriced } from '../../server/modules/grocery/grocery-list.state.ts';
import { readIngredientFacts } from '../../server/facts/ingredient-facts.ts';
import { sayAmount } from '../../server/kitchen/amounts.ts';
import { usualStapleNames } from '../../server/kitchen/kitchen-notes.ts';
import { sayPurchase } from '../../server/kitchen/shop.ts';
import { seededRandom } from '../fixtures/seeded-random.ts';

const WEEKS = 500;
const facts = factsByName();
const recipes = new Map(
  readSeedRecipes().map((seed) => {
    const { recipeId, servings, ingredients } = seedRecipeCreated(seed, facts, 'now').data;
    return [recipeId, { servings, ingredients }];
  }),
);
const recipeIds = [...recipes.keys()];
const rows = readIngredientFacts();
const ingredients = new Map(rows.map((row) => [row.id, groceryFactsOf(row)]));
const staples = new Set(rows.filter((row) => usualStapleNames().has(row.name.toLowerCase())).map((row) => row.id));

describe(`the grocery lists of ${WEEKS} random weeks`, () => {
  it('ask for whole pieces, price every line, and leave staples out of the count and the total', () => {
    const random = seededRandom(32);
    let lines = 0;
    let stapleLines = 0;
    for (let week = 0; week < WEEKS; week++) {
      const meals = random.some(recipeIds, random.int(1, 21)).map((recipeId, index) => ({ mealId: `meal-${index}`, recipeId, servings: random.int(1, 8), cooked: null }));
      const pantry = random.some(rows, random.int(0, 12)).map((row) => ({ ingredientId: row.id, quantity: random.int(1, 500) / random.pick([1, 4, 10]), unit: row.unit_of_measurement }));
      const list = computeGroceryList({ list: { groceryListId: `list-${week}`, mealPlanId: 'plan', appUserId: 'cook', weekStart: '2026-11-30', endDate: '2026-12-06' }, meals, recipes, ingredients, pantry, staples });
      for (const line of list.items) {
        lines++;
        const what = `week ${week}: ${line.ingredientName}`;
        expect(isPriced(line), what).toBe(true);
        expect(line.priceSource, what).toBeDefined();
        expect(line.estimatedCostCents, what).toBeGreaterThan(0);
        expect(line.buy, what).toBeDefined();
        const measure = ingredients.get(line.ingredientId!)!;
        for (const system of ['metric', 'us'] as const) {
          const buy = sayPurchase(line.buy!, measure, system);
          const need = sayAmount(line.quantity, line.unit, measure, system).text;
          if (line.unit === 'piece') {
            expect(buy, what).not.toMatch(/\d\.\d/);
            expect(need, what).not.toMatch(/\d\.\d/);
          }
          expect(buy, what).not.toMatch(/\d\.\d{3}/);
        }
        if (line.staple) stapleLines++;
      }
      const shopped = list.items.filter((line) => !line.staple);
      expect(list.totalItems).toBe(shopped.length);
      expect(list.estimatedTotalCostCents).toBe(shopped.reduce((sum, line) => sum + line.estimatedCostCents, 0));
    }
    // The weeks were lists worth checking: thousands of lines, staples among them.
    expect(lines).toBeGreaterThan(WEEKS * 10);
    expect(stapleLines).toBeGreaterThan(0);
  });
});
