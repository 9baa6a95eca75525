import { describe, expect, it } from 'vitest';
import { fold } from '../event-store/decider.ts';
import { deciderSpec } from '../event-store/decider-spec.ts';
import { givenStreams } from '../event-store/decision-spec.ts';
import { mealPlanDecider, messages as planMessages } from '../modules/meal-plans/meal-plans.decider.ts';
import { generatedMealIdFor, groceryListIdFor, mealPlanIdFor, mealPlanStreamId, type MealPlanEvent } from '../modules/meal-plans/meal-plans.events.ts';
import { pantryDecider } from '../modules/pantry/pantry.decider.ts';
import { pantryStreamId, type PantryEvent, type PantryIngredientsUsed } from '../modules/pantry/pantry.events.ts';
import { cookingMessages, cookMealCommand, cookRecipeCommand, undoMealCookingCommand, type MealCooking, type RecipeForCooking } from './cook-meal.ts';
import { groceryRefreshJob } from './grocery-refresh/index.ts';

const cook = 'cook-1';
const pantryId = 'pantry-1';
const weekStart = '2026-11-23';
const today = '2026-11-25';
const nextWeek = '2026-11-30';
const mealPlanId = mealPlanIdFor(cook, weekStart);
const planStream = mealPlanStreamId(cook, weekStart);
const pantryStream = pantryStreamId(pantryId);
const dinner = generatedMealIdFor(mealPlanId, 'dinner', 0);
const CARROT = 'ingredient-carrot';
const ONION = 'ingredient-onion';

// The stew serves 2 with 4 carrots; the soup, 2 onions.
const recipe = (recipeId: string, ingredientId: string): RecipeForCooking => ({
  recipeId,
  servings: 2,
  lines: [{ ingredientId, quantity: ingredientId === CARROT ? 4 : 2, unit: 'piece' }],
  units: { [ingredientId]: { unit_of_measurement: 'piece', grams_per_unit: null } },
});
const stew = recipe('stew', CARROT);
const soup = recipe('soup', ONION);

/** A week's plan with one dinner of stew, for two. */
const planOf = (start: string, end: string): MealPlanEvent[] => {
  const id = mealPlanIdFor(cook, start);
  return [
    { type: 'PlanGenerationStarted', data: { mealPlanId: id, groceryListId: groceryListIdFor(id), appUserId: cook, weekStart: start, weekEnd: end, wishes: { breakfast: { count: 0, servings: 1 }, lunch: { count: 0, servings: 1 }, dinner: { count: 1, servings: 2 } }, startedAt: 't', seed: 's' } },
    { type: 'MealPlanned', data: { mealId: generatedMealIdFor(id, 'dinner', 0), mealPlanId: id, mealOfDay: 'dinner', position: 0, plannedCookDate: start, recipeId: 'stew', recipeName: 'Stew', servings: 2, source: 'generator', reason: null } },
  ];
};
const planned = planOf(weekStart, '2026-11-29');
const cooked: MealPlanEvent = { type: 'MealCooked', data: { mealId: dinner, servings: 4, cookedOn: today } };
const carrots: PantryEvent = { type: 'PantryItemAdded', data: { itemId: 'item-carrots', ingredientId: CARROT, quantity: 10, unitOfMeasurement: 'piece', purchaseDate: '2026-11-20', expirationDate: null, pantryId, appUserId: cook } };
const used: PantryIngredientsUsed = { type: 'PantryIngredientsUsed', data: { reason: { mealId: dinner, recipeId: 'stew' }, items: [{ itemId: 'item-carrots', ingredientId: CARROT, quantityBefore: 10, quantityAfter: 2 }] } };

const cooking = (change: Partial<MealCooking> = {}): MealCooking => ({ appUserId: cook, pantryId, weekStart, mealId: dinner, servings: 4, today, recipe: stew, ...change });
/** The undo of the meal's cooking, told what that cooking took (lastUseOfMeal), if anything. */
const undo = (taken: PantryIngredientsUsed['data'] | undefined) => undoMealCookingCommand({ appUserId: cook, pantryId, weekStart, mealId: dinner, today, used: taken });

describe('cooking a planned meal', () => {
  describe('when the pantry holds some of its recipe', () => {
    it('marks the meal cooked and takes the recipe, scaled to the servings cooked, from the pantry, together', () => {
      givenStreams({ [planStream]: planned, [pantryStream]: [carrots] })
        .when(cookMealCommand(cooking()))
        .then({ [planStream]: [cooked], [pantryStream]: [used] });
    });
    it('answers with the pantry items it lowered', () => {
      givenStreams({ [planStream]: planned, [pantryStream]: [carrots] }).when(cookMealCommand(cooking())).thenAnswers({ pantryItemIds: ['item-carrots'] });
    });
    it("refreshes the grocery lists of the cook's week and the week after", () => {
      givenStreams({ [planStream]: planned, [pantryStream]: [carrots] }).when(cookMealCommand(cooking())).thenEnqueues([groceryRefreshJob(cook, [weekStart, nextWeek])]);
    });
  });

  describe('when the meal is of a later week than the two', () => {
    it("refreshes that week's list too", () => {
      const later = '2026-12-07';
      const laterDinner = generatedMealIdFor(mealPlanIdFor(cook, later), 'dinner', 0);
      givenStreams({ [mealPlanStreamId(cook, later)]: planOf(later, '2026-12-13'), [pantryStream]: [carrots] })
        .when(cookMealCommand(cooking({ weekStart: later, mealId: laterDinner })))
        .thenEnqueues([groceryRefreshJob(cook, [weekStart, nextWeek, later])]);
    });
  });

  describe('when the pantry holds none of its recipe', () => {
    it('marks the meal cooked and takes nothing', () => {
      givenStreams({ [planStream]: planned }).when(cookMealCommand(cooking())).then({ [planStream]: [cooked] });
    });
  });

  describe("when the meal's recipe was deleted", () => {
    it('marks the meal cooked and takes nothing from the pantry', () => {
      givenStreams({ [planStream]: planned, [pantryStream]: [carrots] }).when(cookMealCommand(cooking({ recipe: undefined }))).then({ [planStream]: [cooked] });
    });
  });

  describe('when the meal was given another recipe after the recipe was read', () => {
    it('refuses, rather than take the other recipe’s ingredients from the pantry', () => {
      givenStreams({ [planStream]: planned, [pantryStream]: [carrots] }).when(cookMealCommand(cooking({ recipe: soup }))).thenThrows(cookingMessages.mealChanged, 409);
    });
  });

  describe('when the meal is already cooked', () => {
    it('refuses, and the pantry keeps what it holds', () => {
      givenStreams({ [planStream]: [...planned, cooked], [pantryStream]: [carrots, used] }).when(cookMealCommand(cooking())).thenThrows(planMessages.alreadyCooked, 409);
    });
  });

  describe('when the plan was read to find the recipe', () => {
    it('decides on that plan without reading it again', () => {
      const plan = { state: fold(mealPlanDecider, planned), version: planned.length };
      expect(cookMealCommand(cooking({ plan })).known?.get(planStream)).toBe(plan);
      expect(cookMealCommand(cooking()).known).toBeUndefined();
    });
  });
});

describe("undoing a meal's cooking", () => {
  describe('when its cooking took from the pantry', () => {
    it('opens the meal again and gives each item back exactly what was taken', () => {
      givenStreams({ [planStream]: [...planned, cooked], [pantryStream]: [carrots, used] })
        .when(undo(used.data))
        .then({
          [planStream]: [{ type: 'MealCookingUndone', data: { mealId: dinner, servings: 2 } }],
          [pantryStream]: [{ type: 'PantryIngredientsReturned', data: { reason: { mealId: dinner, recipeId: 'stew' }, items: [{ itemId: 'item-carrots', ingredientId: CARROT, quantityBefore: 2, quantityAfter: 10 }] } }],
        });
    });
    it("refreshes the grocery lists of the cook's week and the week after", () => {
      givenStreams({ [planStream]: [...planned, cooked], [pantryStream]: [carrots, used] }).when(undo(used.data)).thenEnqueues([groceryRefreshJob(cook, [weekStart, nextWeek])]);
    });
  });

  describe('when its cooking took nothing', () => {
    it('opens the meal again and gives nothing back', () => {
      givenStreams({ [planStream]: [...planned, cooked], [pantryStream]: [carrots] }).when(undo(undefined)).then({ [planStream]: [{ type: 'MealCookingUndone', data: { mealId: dinner, servings: 2 } }] });
    });
  });

  describe('when the meal is not cooked (its cooking was undone already)', () => {
    it('refuses, so nothing is given back twice', () => {
      givenStreams({ [planStream]: planned, [pantryStream]: [carrots] }).when(undo(used.data)).thenThrows(planMessages.notCooked, 409);
    });
  });
});

describe('cooking a recipe from its page', () => {
  const options = cookRecipeCommand({ appUserId: cook, pantryId, servings: 4, today, recipe: stew });
  const spec = deciderSpec(pantryDecider);
  const fromPage: PantryEvent = { type: 'PantryIngredientsUsed', data: { reason: { recipeId: 'stew' }, items: [{ itemId: 'item-carrots', ingredientId: CARROT, quantityBefore: 10, quantityAfter: 2 }] } };

  describe('when the pantry holds some of the recipe', () => {
    it('takes it from the pantry only: no meal is marked', () => {
      expect(options.streamId).toBe(pantryStream);
      spec.given([carrots]).when(options.command).then([fromPage]);
    });
    it("refreshes the grocery lists of the cook's week and the week after, and answers with the items lowered", () => {
      expect(options.jobs!([fromPage], fold(pantryDecider, [carrots, fromPage]))).toEqual([groceryRefreshJob(cook, [weekStart, nextWeek])]);
      expect(options.result!([fromPage], fold(pantryDecider, [carrots, fromPage]))).toEqual({ pantryItemIds: ['item-carrots'] });
    });
  });

  describe('when the pantry holds none of the recipe', () => {
    it('takes nothing and refreshes nothing', () => {
      spec.given([]).when(options.command).thenNothingHappened();
      expect(options.jobs!([], fold(pantryDecider, []))).toEqual([]);
    });
  });
});
