import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec.ts';
import { messages, mealPlanDecider, type MealPlanCommand, type Planning } from './meal-plans.decider.ts';
import { generatedMealIdFor, groceryListIdFor, mealPlanIdFor, type MealPlanEvent, type MealPlanned, type PlanGenerationRequested } from './meal-plans.events.ts';
import { KOREAN, THAI, recipe, snapshotWith } from './planner/planner.test-support.ts';

const spec = deciderSpec(mealPlanDecider);
const appUserId = 'user-1';
const weekStart = '2026-11-23';
const mealPlanId = mealPlanIdFor(appUserId, weekStart);
const TODAY = '2026-11-24';
const NEXT_MONTH = '2026-12-24';
const wishes = { breakfast: { count: 0, servings: 1 }, lunch: { count: 0, servings: 1 }, dinner: { count: 2, servings: 3 } };

const planning: Planning = {
  seed: 'seed',
  snapshot: snapshotWith([recipe('ramen'), recipe('bibimbap', { cuisineIds: [KOREAN] }), recipe('green curry', { cuisineIds: [THAI] })]),
};

const started: MealPlanEvent = {
  type: 'PlanGenerationStarted',
  data: { mealPlanId, groceryListId: groceryListIdFor(mealPlanId), appUserId, weekStart, weekEnd: '2026-11-29', wishes, startedAt: '2026-11-22T18:00:00.000Z', seed: 's' },
};
const planned = (position: number, recipeId: string, change: Partial<MealPlanned['data']> = {}): MealPlanEvent => ({
  type: 'MealPlanned',
  data: { mealId: generatedMealIdFor(mealPlanId, 'dinner', position), mealPlanId, mealOfDay: 'dinner', position, plannedCookDate: `2026-11-${23 + position}`, recipeId, recipeName: recipeId, servings: 3, source: 'generator', reason: 'r', ...change },
});
const completed: MealPlanEvent = { type: 'PlanGenerationCompleted', data: { mealPlanId, planned: 2, wanted: 2, unfilled: [], completedAt: 't' } };
const dinner0 = generatedMealIdFor(mealPlanId, 'dinner', 0);
const generatedWeek = [started, planned(0, 'ramen'), planned(1, 'bibimbap'), completed];
const cooked: MealPlanEvent = { type: 'MealCooked', data: { mealId: dinner0, servings: 2, cookedOn: TODAY } };

describe('generation', () => {
  it("starts the plan on the cook's own today when the request carried it, else on the UTC day it started", () => {
    const requested = (firstDay?: string): MealPlanEvent => ({ type: 'PlanGenerationRequested', data: { appUserId, weekStart, weekEnd: '2026-11-29', requestedAt: 't', reason: 'setup-completed', ...(firstDay && { firstDay }) } });
    // 22:00 UTC on Tuesday is already Wednesday for a cook in Sydney, whose browser said so.
    const lateTuesday: MealPlanEvent = { ...started, data: { ...(started as Extract<MealPlanEvent, { type: 'PlanGenerationStarted' }>).data, startedAt: '2026-11-24T22:00:00.000Z' } };
    const firstDay = (events: MealPlanEvent[]) => events.reduce(mealPlanDecider.evolve, mealPlanDecider.initialState()).plan!.firstDay;
    expect(firstDay([requested('2026-11-25'), lateTuesday])).toBe('2026-11-25');
    expect(firstDay([requested(), lateTuesday])).toBe('2026-11-24');
    // Never outside the week.
    expect(firstDay([requested('2026-11-30'), lateTuesday])).toBe('2026-11-29');
  });

  it('is requested once per week, and never once its plan exists', () => {
    const request: MealPlanCommand = { type: 'RequestPlanGeneration', appUserId, weekStart, weekEnd: '2026-11-29', requestedAt: 't', reason: 'week-opened' };
    spec.given([]).when(request).thenMatches((events) => expect(events.map((event) => event.type)).toEqual(['PlanGenerationRequested']));
    spec.given([{ type: 'PlanGenerationRequested', data: { appUserId, weekStart, weekEnd: '2026-11-29', requestedAt: 't', reason: 'setup-completed' } }]).when(request).thenNothingHappened();
    spec.given([started]).when(request).thenNothingHappened();
  });

  it('starts once, with derived plan and grocery list ids', () => {
    spec.given([]).when({ type: 'StartPlanGeneration', appUserId, weekStart, wishes, startedAt: '2026-11-22T18:00:00.000Z', seed: 's' }).then([started]);
    spec.given([started]).when({ type: 'StartPlanGeneration', appUserId, weekStart, wishes, startedAt: '2026-11-23T09:00:00.000Z', seed: 'other' }).thenNothingHappened();
  });

  it('plans a retried meal once', () => {
    const { mealPlanId: _id, ...meal } = (planned(0, 'ramen') as MealPlanned).data;
    spec.given([started, planned(0, 'ramen')]).when({ type: 'PlanMeals', meals: [meal] }).thenNothingHappened();
  });

  it('never plans the same recipe twice in a generated week', () => {
    const { mealPlanId: _id, ...meal } = (planned(1, 'ramen') as MealPlanned).data;
    spec.given([started, planned(0, 'ramen')]).when({ type: 'PlanMeals', meals: [meal] }).thenThrows(messages.repeated, 409);
  });

  it('leaves a slot the cook filled while the week was being generated: the cook\'s meal counts toward the wish', () => {
    const cooksMeal = planned(0, 'bibimbap', { mealId: 'cooks-meal', source: 'cook', reason: null });
    const { mealPlanId: _id, ...meal } = (planned(0, 'ramen') as MealPlanned).data;
    spec.given([started, cooksMeal]).when({ type: 'PlanMeals', meals: [meal] }).thenNothingHappened();
    const { mealPlanId: _same, ...next } = (planned(1, 'ramen') as MealPlanned).data;
    spec.given([started, cooksMeal]).when({ type: 'PlanMeals', meals: [next] }).then([planned(1, 'ramen')]);
  });

  it('plans a group of meals, each decided on the week the ones before it leave', () => {
    const dataOf = (event: ReturnType<typeof planned>) => {
      const { mealPlanId: _id, ...meal } = (event as MealPlanned).data;
      return meal;
    };
    spec.given([started]).when({ type: 'PlanMeals', meals: [dataOf(planned(0, 'ramen')), dataOf(planned(1, 'pho'))] }).then([planned(0, 'ramen'), planned(1, 'pho')]);
    // A meal planned before (a retried job) is skipped, the rest still planned.
    spec.given([started, planned(0, 'ramen')]).when({ type: 'PlanMeals', meals: [dataOf(planned(0, 'ramen')), dataOf(planned(1, 'pho'))] }).then([planned(1, 'pho')]);
    // The second meal sees the first: the same recipe twice is refused, and nothing of the group lands.
    spec.given([started]).when({ type: 'PlanMeals', meals: [dataOf(planned(0, 'ramen')), dataOf(planned(1, 'ramen'))] }).thenThrows(messages.repeated, 409);
  });

  it('completes with what it planned and what was wanted', () => {
    spec.given([started, planned(0, 'ramen')]).when({ type: 'CompletePlanGeneration', unfilled: [{ mealOfDay: 'dinner', missing: 1, why: 'none left' }], completedAt: 't' }).then([
      { type: 'PlanGenerationCompleted', data: { mealPlanId, planned: 1, wanted: 2, unfilled: [{ mealOfDay: 'dinner', missing: 1, why: 'none left' }], completedAt: 't' } },
    ]);
  });
});

describe('the cook\'s changes', () => {
  it('refuses every change to a past plan', () => {
    const commands: MealPlanCommand[] = [
      { type: 'ChangeServings', mealId: dinner0, servings: 4, today: NEXT_MONTH },
      { type: 'RemoveMeal', mealId: dinner0, today: NEXT_MONTH },
      { type: 'RefreshMeal', mealId: dinner0, today: NEXT_MONTH, planning },
      { type: 'RefreshMealsOfDay', mealOfDay: 'dinner', today: NEXT_MONTH, planning },
      { type: 'AddMeal', mealId: 'new', mealOfDay: 'lunch', servings: 2, recipe: null, today: NEXT_MONTH, planning },
      { type: 'UpdatePreferences', counts: { breakfast: 1, lunch: 1, dinner: 1 }, today: NEXT_MONTH, planning, newMealIds: ['a', 'b'] },
      { type: 'CookMeal', mealId: dinner0, servings: 2, cookedOn: NEXT_MONTH, today: NEXT_MONTH },
    ];
    for (const command of commands) spec.given(generatedWeek).when(command).thenThrows(messages.past, 403);
  });

  it('locks a cooked meal against refresh, removal and servings', () => {
    for (const command of [
      { type: 'ChangeServings', mealId: dinner0, servings: 4, today: TODAY },
      { type: 'RemoveMeal', mealId: dinner0, today: TODAY },
      { type: 'RefreshMeal', mealId: dinner0, today: TODAY, planning },
    ] satisfies MealPlanCommand[]) {
      spec.given([...generatedWeek, cooked]).when(command).thenThrows(messages.cooked, 409);
    }
    spec.given([...generatedWeek, cooked]).when({ type: 'CookMeal', mealId: dinner0, servings: 2, cookedOn: TODAY, today: TODAY }).thenThrows(messages.alreadyCooked, 409);
  });

  it('answers 404 for a meal not in the plan', () => {
    spec.given(generatedWeek).when({ type: 'RemoveMeal', mealId: 'elsewhere', today: TODAY }).thenThrows(messages.noMeal, 404);
  });

  it('changes servings from 1 to 20 only', () => {
    spec.given(generatedWeek).when({ type: 'ChangeServings', mealId: dinner0, servings: 20, today: TODAY }).then([{ type: 'MealServingsChanged', data: { mealId: dinner0, servings: 20 } }]);
    spec.given(generatedWeek).when({ type: 'ChangeServings', mealId: dinner0, servings: 21, today: TODAY }).thenThrows(messages.servings, 400);
    spec.given(generatedWeek).when({ type: 'ChangeServings', mealId: dinner0, servings: 0, today: TODAY }).thenThrows(messages.servings, 400);
  });

  it('cooks with 1 to 16 servings', () => {
    spec.given(generatedWeek).when({ type: 'CookMeal', mealId: dinner0, servings: 16, cookedOn: TODAY, today: TODAY }).then([{ type: 'MealCooked', data: { mealId: dinner0, servings: 16, cookedOn: TODAY } }]);
    spec.given(generatedWeek).when({ type: 'CookMeal', mealId: dinner0, servings: 17, cookedOn: TODAY, today: TODAY }).thenThrows(messages.cookServings, 400);
  });

  it('refreshes a meal with a recipe not already in the week', () => {
    spec.given(generatedWeek).when({ type: 'RefreshMeal', mealId: dinner0, today: TODAY, planning }).thenMatches((events) => {
      expect(events).toEqual([{ type: 'MealRecipeReplaced', data: expect.objectContaining({ mealId: dinner0, recipeId: 'green curry' }) }]);
    });
  });

  it('refreshes a meal of day, leaving cooked meals as they are', () => {
    spec.given([...generatedWeek, cooked]).when({ type: 'RefreshMealsOfDay', mealOfDay: 'dinner', today: TODAY, planning }).thenMatches((events) => {
      expect(events).toEqual([{ type: 'MealRecipeReplaced', data: expect.objectContaining({ mealId: generatedMealIdFor(mealPlanId, 'dinner', 1), recipeId: 'green curry' }) }]);
    });
  });

  it("refreshes a meal of day without touching the cook's own choice", () => {
    const chosen: MealPlanEvent = { type: 'MealPlanned', data: { mealId: 'mine', mealPlanId, mealOfDay: 'dinner', position: 2, plannedCookDate: TODAY, recipeId: 'ramen', recipeName: 'Ramen', servings: 2, source: 'cook', reason: null } };
    spec.given([...generatedWeek, cooked, chosen]).when({ type: 'RefreshMealsOfDay', mealOfDay: 'dinner', today: TODAY, planning }).thenMatches((events) => {
      expect(events.map((event) => (event as { data: { mealId: string } }).data.mealId)).toEqual([generatedMealIdFor(mealPlanId, 'dinner', 1)]);
    });
  });

  it('adds the cook\'s recipe as asked, and a planner pick for a null recipe', () => {
    spec.given(generatedWeek).when({ type: 'AddMeal', mealId: 'm-new', mealOfDay: 'dinner', servings: 2, recipe: { id: 'ramen', name: 'Ramen' }, today: TODAY }).thenMatches((events) => {
      expect(events).toEqual([{ type: 'MealPlanned', data: expect.objectContaining({ mealId: 'm-new', recipeId: 'ramen', position: 2, source: 'cook', reason: null, servings: 2 }) }]);
      // Not before today: the week began on Monday, today is Tuesday.
      expect((events[0] as MealPlanned).data.plannedCookDate >= TODAY).toBe(true);
    });
    spec.given(generatedWeek).when({ type: 'AddMeal', mealId: 'm-new', mealOfDay: 'dinner', servings: 2, recipe: null, today: TODAY, planning }).thenMatches((events) => {
      expect(events).toEqual([{ type: 'MealPlanned', data: expect.objectContaining({ recipeId: 'green curry', source: 'generator' }) }]);
    });
  });

  it('adds slots below the new count through the planner and removes uncooked meals from the end above it', () => {
    spec.given(generatedWeek).when({ type: 'UpdatePreferences', counts: { breakfast: 0, lunch: 1, dinner: 1 }, today: TODAY, planning, newMealIds: ['lunch-new'] }).thenMatches((events) => {
      expect(events.map((event) => event.type)).toEqual(['MealPlanPreferencesUpdated', 'MealPlanned', 'MealRemoved']);
      expect(events[2]).toEqual({ type: 'MealRemoved', data: { mealId: generatedMealIdFor(mealPlanId, 'dinner', 1) } });
      expect(events[1]).toMatchObject({ data: { mealId: 'lunch-new', mealOfDay: 'lunch', position: 0 } });
    });
    spec.given(generatedWeek).when({ type: 'UpdatePreferences', counts: { breakfast: 0, lunch: 8, dinner: 1 }, today: TODAY, planning, newMealIds: [] }).thenThrows(messages.counts, 400);
  });

  it('waits for generation to finish before changing the counts', () => {
    spec.given([started]).when({ type: 'UpdatePreferences', counts: { breakfast: 1, lunch: 1, dinner: 1 }, today: TODAY, planning, newMealIds: ['a', 'b'] }).thenThrows(messages.generating, 409);
  });
});

describe('adding a recipe by date (the recipe page)', () => {
  const add = (mealId: string): MealPlanCommand => ({
    type: 'AddMealOnDate',
    open: { appUserId, weekStart, wishes, at: '2026-11-22T18:00:00.000Z', seed: 's' },
    add: { type: 'AddMeal', mealId, mealOfDay: 'dinner', servings: 4, recipe: { id: 'ramen', name: 'Ramen' }, plannedCookDate: '2026-11-27', today: TODAY },
  });
  const cooksDinner = (mealId: string, position: number): MealPlanEvent => ({
    type: 'MealPlanned',
    data: { mealId, mealPlanId, mealOfDay: 'dinner', position, plannedCookDate: '2026-11-27', recipeId: 'ramen', recipeName: 'Ramen', servings: 4, source: 'cook', reason: null },
  });
  const requested = (reason: PlanGenerationRequested['data']['reason']): MealPlanEvent => ({ type: 'PlanGenerationRequested', data: { appUserId, weekStart, weekEnd: '2026-11-29', requestedAt: '2026-11-22T18:00:00.000Z', reason } });

  it('opens a week nobody asked for: requests it (week-opened), starts it with the wishes, and plans the cook\'s meal first of its kind', () => {
    spec.given([]).when(add('m-new')).then([requested('week-opened'), started, cooksDinner('m-new', 0)]);
  });

  it('starts a requested week that the generator has not started yet, without asking for it again', () => {
    spec.given([requested('access-granted')]).when(add('m-new')).then([started, cooksDinner('m-new', 0)]);
  });

  it('adds to a plan that exists, after the meals of its kind', () => {
    spec.given(generatedWeek).when(add('m-new')).then([cooksDinner('m-new', 2)]);
  });
});

describe('one meal of a kind a day', () => {
  // Dinners on Monday 23 and Tuesday 24; today is Tuesday.
  const addDinner = (change: { plannedCookDate?: string } = {}): MealPlanCommand => ({ type: 'AddMeal', mealId: 'm-new', mealOfDay: 'dinner', servings: 2, recipe: { id: 'udon', name: 'Udon' }, today: TODAY, ...change });
  const plannedOn = (events: MealPlanEvent[]) => events.flatMap((event) => (event.type === 'MealPlanned' ? [event.data.plannedCookDate] : []));

  it('puts a meal added with no day on the first day from today with none of its kind', () => {
    spec.given(generatedWeek).when(addDinner()).thenMatches((events) => expect(plannedOn(events)).toEqual(['2026-11-25']));
  });

  it('refuses an add with no day when every day left has one, and says what to do', () => {
    const fullWeek = [started, ...[0, 1, 2, 3, 4, 5, 6].map((position) => planned(position, `recipe-${position}`)), completed];
    spec.given(fullWeek).when(addDinner()).thenThrows(messages.noDay('dinner'), 409);
    expect(messages.noDay('dinner')).toBe('Every day left this week already has a dinner. Remove one first, or choose next week.');
  });

  it('gives the cook the day asked for: its uncooked meal of the kind makes way', () => {
    spec.given(generatedWeek).when(addDinner({ plannedCookDate: '2026-11-24' })).thenMatches((events) => {
      expect(events.map((event) => event.type)).toEqual(['MealRemoved', 'MealPlanned']);
      expect(events[0]!.data).toEqual({ mealId: generatedMealIdFor(mealPlanId, 'dinner', 1) });
      expect(plannedOn(events)).toEqual(['2026-11-24']);
    });
  });

  it('keeps a cooked meal: the day asked for is refused with words', () => {
    spec.given([...generatedWeek, cooked]).when(addDinner({ plannedCookDate: '2026-11-23' })).thenThrows("Monday's dinner is already cooked. Choose another day.", 409);
  });

  it('never lets the generator plan a second dinner on a day', () => {
    const cooksMeal = planned(5, 'bibimbap', { mealId: 'cooks-meal', source: 'cook', reason: null, plannedCookDate: '2026-11-25' });
    const { mealPlanId: _id, ...meal } = (planned(2, 'ramen', { plannedCookDate: '2026-11-25' }) as MealPlanned).data;
    spec.given([started, cooksMeal]).when({ type: 'PlanMeals', meals: [meal] }).thenNothingHappened();
  });
});

describe('moving a meal', () => {
  // Dinners on Monday 23 (dinner0) and Tuesday 24; today is Tuesday.
  const dinner1 = generatedMealIdFor(mealPlanId, 'dinner', 1);
  const move = (mealId: string, plannedCookDate: string, mealOfDay: 'breakfast' | 'lunch' | 'dinner' = 'dinner'): MealPlanCommand => ({ type: 'MoveMeal', mealId, plannedCookDate, mealOfDay, today: TODAY });

  it('moves it to a free day, or to another meal of the day', () => {
    spec.given(generatedWeek).when(move(dinner1, '2026-11-27')).then([{ type: 'MealMoved', data: { mealId: dinner1, plannedCookDate: '2026-11-27', mealOfDay: 'dinner', position: 1 } }]);
    spec.given(generatedWeek).when(move(dinner1, '2026-11-24', 'lunch')).then([{ type: 'MealMoved', data: { mealId: dinner1, plannedCookDate: '2026-11-24', mealOfDay: 'lunch', position: 0 } }]);
  });

  it('swaps with the meal already in that slot, so each day keeps one of a kind', () => {
    const thursday = planned(2, 'green curry', { plannedCookDate: '2026-11-26' });
    spec.given([...generatedWeek, thursday]).when(move(dinner1, '2026-11-26')).then([
      { type: 'MealMoved', data: { mealId: dinner1, plannedCookDate: '2026-11-26', mealOfDay: 'dinner', position: 1 } },
      { type: 'MealMoved', data: { mealId: generatedMealIdFor(mealPlanId, 'dinner', 2), plannedCookDate: '2026-11-24', mealOfDay: 'dinner', position: 2 } },
    ]);
  });

  it('refuses a day gone, a day outside the week, a cooked meal, and a cooked meal in the way', () => {
    spec.given(generatedWeek).when(move(dinner1, '2026-11-23')).thenThrows(messages.pastDay, 400);
    spec.given(generatedWeek).when(move(dinner1, '2026-12-01')).thenThrows(messages.outsideWeek, 400);
    spec.given([...generatedWeek, { type: 'MealCooked', data: { mealId: dinner1, servings: 2, cookedOn: TODAY } }]).when(move(dinner1, '2026-11-27')).thenThrows(messages.cooked, 409);
    const cookedThursday = planned(2, 'green curry', { plannedCookDate: '2026-11-26' });
    spec.given([...generatedWeek, cookedThursday, { type: 'MealCooked', data: { mealId: generatedMealIdFor(mealPlanId, 'dinner', 2), servings: 2, cookedOn: TODAY } }]).when(move(dinner1, '2026-11-26')).thenThrows("Thursday's dinner is already cooked. Choose another day.", 409);
  });

  it('changes nothing when moved onto its own slot', () => {
    spec.given(generatedWeek).when(move(dinner1, '2026-11-24')).thenNothingHappened();
  });
});

describe('undoing a removal', () => {
  const dinner1 = generatedMealIdFor(mealPlanId, 'dinner', 1);
  const removed: MealPlanEvent = { type: 'MealRemoved', data: { mealId: dinner1 } };
  const restore: MealPlanCommand = { type: 'RestoreMeal', mealId: dinner1, today: TODAY };

  it('brings the meal back as it was: its day, recipe, servings, source and reason', () => {
    const { data } = planned(1, 'bibimbap') as MealPlanned;
    spec.given([...generatedWeek, removed]).when(restore).then([{ type: 'MealRestored', data }]);
  });

  it('changes nothing for a meal that is there, and finds no meal that never was', () => {
    spec.given(generatedWeek).when(restore).thenNothingHappened();
    spec.given(generatedWeek).when({ ...restore, mealId: 'never' }).thenThrows(messages.noMeal, 404);
  });

  it('refuses when its slot was filled since, and says what to do', () => {
    const filled = planned(5, 'green curry', { mealId: 'other', plannedCookDate: '2026-11-24', source: 'cook', reason: null });
    spec.given([...generatedWeek, removed, filled]).when(restore).thenThrows('Tuesday has another dinner now. Move or remove it first, then undo again.', 409);
  });
});

describe('undoing a cooking', () => {
  it('opens the meal again at the servings it was planned for', () => {
    spec.given([...generatedWeek, cooked]).when({ type: 'UndoMealCooking', mealId: dinner0, today: TODAY }).then([{ type: 'MealCookingUndone', data: { mealId: dinner0, servings: 3 } }]);
  });
  it('refuses a meal not cooked: nothing is given back twice', () => {
    spec.given(generatedWeek).when({ type: 'UndoMealCooking', mealId: dinner0, today: TODAY }).thenThrows(messages.notCooked, 409);
  });
});
