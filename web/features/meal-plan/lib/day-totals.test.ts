import { describe, expect, it } from 'vitest';
import type { Meal } from '../api/types';
import { dayTotal, nutrientsLine, weekAverage } from './day-totals';

const meal = (calories: number | null, protein = 20, carbohydrate = 50, fat = 10) => ({ calories, protein, carbohydrate, fat }) as Meal;

describe('a day of the plan', () => {
  it('adds up its meals per person', () => {
    expect(dayTotal([meal(400, 20, 50, 10), meal(650.4, 31.2, 70, 22.5)])).toEqual({ calories: 1050.4, protein: 51.2, carbohydrate: 120, fat: 32.5, meals: 2, withoutFigures: 0 });
  });
  it('leaves a meal without figures out, and says so, never counting it as nothing eaten', () => {
    expect(dayTotal([meal(400), meal(null)])).toMatchObject({ calories: 400, meals: 2, withoutFigures: 1 });
  });
  it('reads as a cook reads a label', () => {
    expect(nutrientsLine({ calories: 1840.4, protein: 91.6, carbohydrate: 205, fat: 68.2 })).toBe('1,840 kcal · 92 g protein · 205 g carbs · 68 g fat');
  });
});

describe('the week', () => {
  it('averages the days that have meals', () => {
    const days = [dayTotal([meal(400)]), dayTotal([]), dayTotal([meal(800), meal(400)])];
    expect(weekAverage(days)).toMatchObject({ calories: 800, days: 2 });
    expect(weekAverage([dayTotal([])])).toBeUndefined();
  });
});
