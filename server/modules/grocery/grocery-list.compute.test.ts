import { describe, expect, it } from 'vitest';
import type { ShopSize } from '../../kitchen/kitchen-notes.ts';
import { isPriced } from './grocery-list.state.ts';
import { computeGroceryList, type GroceryIngredientFacts, type GroceryInputs } from './grocery-list.compute.ts';
import { groceryItemIdFor, groceryItemInUnitIdFor } from './grocery.events.ts';

const list = { groceryListId: 'list-1', mealPlanId: 'plan-1', appUserId: 'cook-1', weekStart: '2026-11-23', endDate: '2026-11-29' };
const facts = (name: string, unit: string, gramsPerUnit: number | null, group: string | null, cost: number | null, shop: ShopSize = { unit: null, size: 1 }): GroceryIngredientFacts => ({
  name,
  unit_of_measurement: unit,
  grams_per_unit: gramsPerUnit,
  primary_food_group: group,
  shop,
  price: cost === null ? { centsPerUnit: 0.2, source: 'estimate' } : { centsPerUnit: cost, source: 'reference' },
});
const ingredients = new Map([
  ['onion', facts('Onion', 'piece', 110, 'Produce', 30)],
  ['rice', facts('Rice', 'g', 1, 'Grains', 0.5, { unit: 'bag', size: 1000 })],
  ['oil', facts('Olive oil', 'ml', 0.91, 'Oils', 2, { unit: 'bottle', size: 500 })],
  ['garlic', facts('Garlic', 'piece', 5, 'Produce', 10)],
  ['salt', facts('Salt', 'g', 1, null, null, { unit: 'box', size: 750 })],
]);
// Recipe A serves 2, recipe B serves 4.
const recipes = new Map([
  ['A', { servings: 2, ingredients: [{ ingredientId: 'onion', quantity: 220, unit: 'g' }, { ingredientId: 'rice', quantity: 150, unit: 'g' }, { ingredientId: 'oil', quantity: 1, unit: 'tbsp' }] }],
  ['B', { servings: 4, ingredients: [{ ingredientId: 'onion', quantity: 2, unit: 'piece' }, { ingredientId: 'garlic', quantity: 1, unit: 'cup' }, { ingredientId: 'oil', quantity: 20, unit: 'ml' }] }],
]);
const twoMeals: GroceryInputs['meals'] = [
  { mealId: 'meal-1', recipeId: 'A', servings: 4, cooked: null }, // twice recipe A
  { mealId: 'meal-2', recipeId: 'B', servings: 2, cooked: null }, // half recipe B
];
const inputs = (change: Partial<GroceryInputs> = {}): GroceryInputs => ({ list, meals: twoMeals, recipes, ingredients, pantry: [], staples: new Set(), ...change });

describe('the grocery list of a week', () => {
  it('scales each recipe by servings, sums per ingredient in its own unit and groups by food group, with cost', () => {
    const computed = computeGroceryList(inputs());
    // Onion: 440 g / 110 g = 4 pieces + 1 piece. Oil: 2 tbsp (29.57 ml) + 10 ml. Garlic: half a cup does not convert to pieces.
    expect(computed.items.map(({ ingredientName, quantity, unit, primaryFoodGroup }) => [primaryFoodGroup, ingredientName, quantity, unit])).toEqual([
      ['Grains', 'Rice', 300, 'g'],
      ['Oils', 'Olive oil', 39.57, 'ml'],
      ['Produce', 'Garlic', 0.5, 'cup'],
      ['Produce', 'Onion', 5, 'piece'],
    ]);
    expect(computed.totalItems).toBe(4);
    expect(computed.differences).toEqual([]);
  });

  it('says what to buy in the sizes a shop sells, and costs what is bought', () => {
    const computed = computeGroceryList(inputs());
    const line = (name: string) => computed.items.find((item) => item.ingredientName === name)!;
    // 300 g of rice is one 1 kg bag; 39.57 ml of oil one 500 ml bottle; 5 onions, loose, are 5.
    expect(line('Rice')).toMatchObject({ buy: { count: 1, shopUnit: 'bag', shopSize: 1000 }, estimatedCostCents: 500, priceSource: 'reference' });
    expect(line('Olive oil')).toMatchObject({ buy: { count: 1, shopUnit: 'bottle', shopSize: 500 }, estimatedCostCents: 1000 });
    expect(line('Onion')).toMatchObject({ buy: { count: 5, shopUnit: null, shopSize: 1 }, estimatedCostCents: 150, mealIds: ['meal-1', 'meal-2'] });
    expect(computed.estimatedTotalCostCents).toBe(500 + 1000 + 0 + 150);
  });

  it('rounds a loose part of a piece up to a whole one, and makes do with the packs before for a few per cent more', () => {
    const third = computeGroceryList(inputs({ meals: [{ mealId: 'm', recipeId: 'T', servings: 1, cooked: null }], recipes: new Map([['T', { servings: 3, ingredients: [{ ingredientId: 'onion', quantity: 1, unit: 'piece' }, { ingredientId: 'rice', quantity: 3090, unit: 'g' }] }]]) }));
    expect(third.items.find((item) => item.ingredientName === 'Onion')!.buy).toEqual({ count: 1, shopUnit: null, shopSize: 1 });
    // 1,030 g of rice: one 1 kg bag and a little from the cupboard, not a second bag.
    expect(third.items.find((item) => item.ingredientName === 'Rice')!.buy).toEqual({ count: 1, shopUnit: 'bag', shopSize: 1000 });
  });

  it('lists staples the cook keeps apart: out of the count and the cost', () => {
    const computed = computeGroceryList(inputs({ staples: new Set(['oil']) }));
    expect(computed.items.find((item) => item.ingredientName === 'Olive oil')).toMatchObject({ staple: true });
    expect(computed.totalItems).toBe(3);
    expect(computed.estimatedTotalCostCents).toBe(500 + 0 + 150);
  });

  it('subtracts the pantry across units: bought items leave the list and show as differences', () => {
    const computed = computeGroceryList(
      inputs({
        pantry: [
          { ingredientId: 'onion', quantity: 1, unit: 'piece' },
          { ingredientId: 'onion', quantity: 1, unit: 'piece' },
          { ingredientId: 'rice', quantity: 0.5, unit: 'kg' },
        ],
      }),
    );
    const onion = computed.items.find((item) => item.ingredientName === 'Onion');
    expect(onion).toMatchObject({ id: groceryItemIdFor('list-1', 'onion'), quantity: 3, unit: 'piece', estimatedCostCents: 90, buy: { count: 3 } });
    expect(computed.items.some((item) => item.ingredientName === 'Rice')).toBe(false);
    expect(computed.differences).toEqual([
      { ingredientId: 'onion', ingredientName: 'Onion', pantryQuantity: 2, originalQuantity: 5, unit: 'piece', mealSources: [{ mealId: 'meal-1' }, { mealId: 'meal-2' }] },
      { ingredientId: 'rice', ingredientName: 'Rice', pantryQuantity: 500, originalQuantity: 300, unit: 'g', mealSources: [{ mealId: 'meal-1' }] },
    ]);
    expect(computed.totalItems).toBe(3);
    expect(computed.estimatedTotalCostCents).toBe(1000 + 0 + 90);
  });

  it('keeps a line that does not convert in its own unit, with its own id and a note', () => {
    const garlic = computeGroceryList(inputs()).items.find((item) => item.ingredientName === 'Garlic');
    expect(garlic).toEqual({
      id: groceryItemInUnitIdFor('list-1', 'garlic', 'cup'),
      ingredientId: 'garlic',
      ingredientName: 'Garlic',
      quantity: 0.5,
      unit: 'cup',
      primaryFoodGroup: 'Produce',
      estimatedCostCents: 0,
      priced: false,
      mealIds: ['meal-2'],
      notes: "In the recipe's unit: cup does not convert to piece.",
    });
  });

  it('leaves cooked meals and deleted recipes out', () => {
    const computed = computeGroceryList(inputs({ meals: [{ ...twoMeals[0]!, cooked: { servings: 4, cookedOn: '2026-11-24' } }, { mealId: 'meal-3', recipeId: 'gone', servings: 2, cooked: null }] }));
    expect(computed.items).toEqual([]);
  });

  it("files an ingredient without a food group under 'Other', priced at its estimate", () => {
    const computed = computeGroceryList(inputs({ meals: [{ mealId: 'm', recipeId: 'S', servings: 1, cooked: null }], recipes: new Map([['S', { servings: 1, ingredients: [{ ingredientId: 'salt', quantity: 5, unit: 'g' }] }]]) }));
    expect(computed.items).toMatchObject([{ ingredientName: 'Salt', primaryFoodGroup: 'Other', quantity: 5, estimatedCostCents: 150, priceSource: 'estimate' }]);
  });

  it('says which lines have a known price, so the estimate can tell what it leaves out', () => {
    const computed = computeGroceryList(inputs());
    // Garlic stays in cups (no conversion to pieces): no price.
    expect(computed.items.map((item) => [item.ingredientName, isPriced(item)])).toEqual([
      ['Rice', true],
      ['Olive oil', true],
      ['Garlic', false],
      ['Onion', true],
    ]);
    const pinch = computeGroceryList(inputs({ meals: [{ mealId: 'm', recipeId: 'P', servings: 1, cooked: null }], recipes: new Map([['P', { servings: 1, ingredients: [{ ingredientId: 'rice', quantity: 0.5, unit: 'g' }] }]]) }));
    // Half a gram still means a bag from the shop.
    expect(pinch.items).toMatchObject([{ ingredientName: 'Rice', estimatedCostCents: 500, priceSource: 'reference' }]);
  });
});
