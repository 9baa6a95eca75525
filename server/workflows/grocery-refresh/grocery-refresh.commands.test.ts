import { describe, expect, it } from 'vitest';
import { fold } from '../../event-store/decider.ts';
import { groceryItemIdFor, groceryListStreamId } from '../../modules/grocery/grocery.events.ts';
import { mealPlanDecider } from '../../modules/meal-plans/meal-plans.decider.ts';
import { groceryListIdFor, mealPlanIdFor } from '../../modules/meal-plans/meal-plans.events.ts';
import { refreshCommandsOf, type RefreshFacts } from './grocery-refresh.commands.ts';
import type { CurrentPantry, IngredientRow } from './grocery-refresh.reads.ts';
import { mealIdOf, planEvents, type TestMeal } from './grocery-refresh.test-support.ts';

const cook = '1b7e6a52-43c5-4b51-9a8f-2f4a0c1d9e01';
const thisWeek = '2026-11-23';
const nextWeek = '2026-11-30';
const now = new Date('2026-11-25T09:30:00.000Z');

const CARROT = 'c0000000-0000-4000-8000-000000000001';
const SALT = 'c0000000-0000-4000-8000-000000000002';
const ingredients: IngredientRow[] = [
  { id: CARROT, name: 'Carrot', unit_of_measurement: 'piece', grams_per_unit: 61, primary_food_group: 'Produce', estimated_cost_per_unit_cents: 15 },
  { id: SALT, name: 'Salt', unit_of_measurement: 'g', grams_per_unit: null, primary_food_group: 'Spices', estimated_cost_per_unit_cents: 0.2 },
];
// The stew serves 2 with 4 carrots and 5 g of salt; the soup serves 2 with 2 carrots.
const recipes = new Map([
  ['stew', { id: 'stew', servings: 2, ingredients: [{ ingredientId: CARROT, quantity: 4, unit: 'piece' }, { ingredientId: SALT, quantity: 5, unit: 'g' }] }],
  ['soup', { id: 'soup', servings: 2, ingredients: [{ ingredientId: CARROT, quantity: 2, unit: 'piece' }] }],
]);
const emptyPantry: CurrentPantry = { items: [], lastPaid: new Map(), stapleIds: null };

const planOf = (weekStart: string, meals?: TestMeal[]) => fold(mealPlanDecider, meals ? planEvents(cook, weekStart, meals) : []);
const facts = (plans: RefreshFacts['plans'], pantry: Partial<CurrentPantry> = {}): RefreshFacts => ({ plans, recipes, ingredients, pantry: { ...emptyPantry, ...pantry } });
const listIdOf = (weekStart: string) => groceryListIdFor(mealPlanIdFor(cook, weekStart));
/** The refresh recorded for the one week asked. */
const refreshOf = (plans: RefreshFacts['plans'], pantry: Partial<CurrentPantry> = {}) => refreshCommandsOf(cook, [thisWeek], facts(plans, pantry), now)[0]!.command.refresh;
const lineOf = (refresh: ReturnType<typeof refreshOf>, ingredientId: string) => refresh.items.find((item) => item.ingredientId === ingredientId);

describe('the commands a refresh issues', () => {
  describe('when a week has no plan yet', () => {
    it('issues none for that week, and still one for each planned week', () => {
      const commands = refreshCommandsOf(cook, [thisWeek, nextWeek], facts([planOf(thisWeek), planOf(nextWeek, [{ recipeId: 'soup', servings: 2 }])]), now);
      expect(commands[0]).toBeUndefined();
      expect(commands[1]?.streamId).toBe(groceryListStreamId(listIdOf(nextWeek)));
    });
  });

  describe('when the week has a plan', () => {
    it("records the list on the week's own list stream, as the cook's, refreshed now", () => {
      const [command] = refreshCommandsOf(cook, [thisWeek], facts([planOf(thisWeek, [{ recipeId: 'soup', servings: 2 }])]), now);
      expect(command).toMatchObject({
        streamId: groceryListStreamId(listIdOf(thisWeek)),
        ownerId: cook,
        command: {
          type: 'RecordGroceryRefresh',
          // Today somewhere on Earth: a list is past only once its week is past everywhere.
          today: '2026-11-24',
          refresh: { groceryListId: listIdOf(thisWeek), mealPlanId: mealPlanIdFor(cook, thisWeek), appUserId: cook, weekStart: thisWeek, endDate: '2026-11-29', refreshedAt: now.toISOString() },
        },
      });
    });

    it('asks for what its uncooked meals need, less what the pantry holds', () => {
      // The stew for 4 needs 8 carrots; the soup was cooked and needs none; the pantry holds 3.
      const refresh = refreshOf([planOf(thisWeek, [{ recipeId: 'stew', servings: 4 }, { recipeId: 'soup', servings: 2, cooked: true }])], { items: [{ ingredientId: CARROT, quantity: 3, unit: 'piece' }] });
      expect(lineOf(refresh, CARROT)).toMatchObject({ id: groceryItemIdFor(listIdOf(thisWeek), CARROT), quantity: 5, mealIds: [mealIdOf(cook, thisWeek, 0)] });
      expect(refresh.differences).toMatchObject([{ ingredientId: CARROT, pantryQuantity: 3, originalQuantity: 8 }]);
    });

    it("prices a line at what the cook last paid for it, and not at a price paid per another unit", () => {
      const stew = [planOf(thisWeek, [{ recipeId: 'stew', servings: 2 }])];
      const paidPerPiece = refreshOf(stew, { lastPaid: new Map([[CARROT, { centsPerUnit: 40, unitOfMeasurement: 'piece' }]]) });
      expect(lineOf(paidPerPiece, CARROT)).toMatchObject({ priceSource: 'paid', estimatedCostCents: 160 });
      const paidPerGram = refreshOf(stew, { lastPaid: new Map([[CARROT, { centsPerUnit: 0.5, unitOfMeasurement: 'g' }]]) });
      expect(lineOf(paidPerGram, CARROT)).toMatchObject({ priceSource: 'reference', estimatedCostCents: 60 });
    });

    it("keeps the cook's own staples apart, and the kitchen's usual ones while the cook has chosen none", () => {
      const stew = [planOf(thisWeek, [{ recipeId: 'stew', servings: 2 }])];
      const usual = refreshOf(stew);
      expect([lineOf(usual, SALT)?.staple, lineOf(usual, CARROT)?.staple]).toEqual([true, undefined]);
      expect(usual.totalItems).toBe(1);
      const chosen = refreshOf(stew, { stapleIds: [CARROT] });
      expect([lineOf(chosen, SALT)?.staple, lineOf(chosen, CARROT)?.staple]).toEqual([undefined, true]);
    });
  });
});
