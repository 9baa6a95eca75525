import { describe, expect, it } from 'vitest';
import type { Meal, MealPlan } from '../api/types';
import { mealsToPlan, pendingSlots, unfilledSlots, unfilledTitle } from './unfilled-slots';

const why = 'All 2 breakfast recipes that fit your preferences are already in this week.';
const breakfast = (id: string) => ({ id, meal_of_day: 'breakfast' }) as Meal;
// The plan's Monday, local time: the whole week is left.
const MONDAY = new Date(2026, 10, 23, 9);
const plan = (change: { meals?: Meal[]; wanted?: number; status?: MealPlan['generation']['status'] } = {}): MealPlan =>
  ({
    start_date: '2026-11-23',
    preferred_number_of_breakfast_meals: change.wanted ?? 7,
    preferred_number_of_lunch_meals: 3,
    preferred_number_of_dinner_meals: 3,
    meals: change.meals ?? [breakfast('a'), breakfast('b')],
    generation: { status: change.status ?? 'complete', planned: 2, wanted: 13, unfilled: [{ mealOfDay: 'breakfast', missing: 5, why }] },
  }) as MealPlan;

describe('the slots the generator left empty', () => {
  it('are told for their meal of the day once the plan is complete, with the reason', () => {
    expect(unfilledSlots(plan(), 'breakfast')).toEqual({ missing: 5, why });
    expect(unfilledSlots(plan(), 'lunch')).toBeUndefined();
    expect(unfilledSlots(plan({ status: 'generating' }), 'breakfast')).toBeUndefined();
  });

  it('shrink as the cook adds meals by hand or wants fewer, and vanish when none is missing', () => {
    expect(unfilledSlots(plan({ meals: [breakfast('a'), breakfast('b'), breakfast('c')] }), 'breakfast')).toEqual({ missing: 4, why });
    expect(unfilledSlots(plan({ wanted: 3 }), 'breakfast')).toEqual({ missing: 1, why });
    expect(unfilledSlots(plan({ wanted: 2 }), 'breakfast')).toBeUndefined();
  });

  it('do not grow when the cook removes a meal', () => {
    expect(unfilledSlots(plan({ meals: [breakfast('a')] }), 'breakfast')).toEqual({ missing: 5, why });
  });

  it('are counted in words', () => {
    expect(unfilledTitle('breakfast', 2)).toBe('2 breakfasts could not be planned');
    expect(unfilledTitle('lunch', 1)).toBe('1 lunch could not be planned');
    expect(unfilledTitle('lunch', 3)).toBe('3 lunches could not be planned');
  });
});

describe('the slots the generator has still to fill', () => {
  it('are each meal of the day it wants less those it planned, while it works', () => {
    const generating = plan({ status: 'generating' });
    expect(pendingSlots(generating, 'breakfast', MONDAY)).toBe(5);
    expect(pendingSlots(generating, 'lunch', MONDAY)).toBe(3);
    expect(pendingSlots(plan({ status: 'requested', meals: [] }), 'breakfast', MONDAY)).toBe(7);
  });

  it('are none once it is done, or when the cook already has more than the plan wants', () => {
    expect(pendingSlots(plan(), 'lunch', MONDAY)).toBe(0);
    expect(pendingSlots(plan({ status: 'generating', wanted: 1 }), 'breakfast', MONDAY)).toBe(0);
  });
});

describe('a week opened mid-week', () => {
  it('holds a place only for the meals that fit the days left, one of a kind a day', () => {
    const friday = new Date(2026, 10, 27, 18);
    const generating = plan({ status: 'generating', meals: [] });
    expect(pendingSlots(generating, 'breakfast', friday)).toBe(3);
    expect(pendingSlots(generating, 'lunch', friday)).toBe(3);
    expect(mealsToPlan(generating, friday)).toBe(9);
    expect(mealsToPlan(generating, new Date(2026, 10, 29, 8))).toBe(3);
    expect(mealsToPlan(generating, MONDAY)).toBe(13);
  });
});

describe('slots left empty for want of days', () => {
  it('are told apart from those no recipe could fill', async () => {
    const { onlyDaysLeft } = await import('./unfilled-slots');
    expect(onlyDaysLeft({ missing: 2, why: '3 of your 5 dinners fit the days left this week.' })).toBe(true);
    expect(onlyDaysLeft({ missing: 1, why: '1 of your 2 lunches fits the days left this week.' })).toBe(true);
    expect(onlyDaysLeft({ missing: 1, why: why })).toBe(false);
  });
});
