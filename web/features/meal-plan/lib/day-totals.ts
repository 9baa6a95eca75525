// What a day of the plan gives each person (decision 0032): the sum of its meals' figures per
// serving, and the week's average over the days that have meals. A meal whose recipe has no figures
// is counted as missing, never as zero, so a total never claims more than it knows.
import type { Meal } from '../api/types';

export interface Nutrients {
  calories: number;
  protein: number;
  carbohydrate: number;
  fat: number;
}

export interface DayTotal extends Nutrients {
  meals: number;
  /** Meals whose recipe has no figures: left out of the sums. */
  withoutFigures: number;
}

const FIELDS = ['calories', 'protein', 'carbohydrate', 'fat'] as const;
const hasFigures = (meal: Meal) => FIELDS.every((field) => typeof meal[field] === 'number');

export function dayTotal(meals: readonly Meal[]): DayTotal {
  const counted = meals.filter(hasFigures);
  const sum = (field: (typeof FIELDS)[number]) => counted.reduce((total, meal) => total + (meal[field] as number), 0);
  return { calories: sum('calories'), protein: sum('protein'), carbohydrate: sum('carbohydrate'), fat: sum('fat'), meals: meals.length, withoutFigures: meals.length - counted.length };
}

/** The average of the days that have meals, or undefined when none has. */
export function weekAverage(days: readonly DayTotal[]): (Nutrients & { days: number }) | undefined {
  const planned = days.filter((day) => day.meals > 0);
  if (planned.length === 0) return undefined;
  const mean = (field: (typeof FIELDS)[number]) => planned.reduce((total, day) => total + day[field], 0) / planned.length;
  return { calories: mean('calories'), protein: mean('protein'), carbohydrate: mean('carbohydrate'), fat: mean('fat'), days: planned.length };
}

/** '1,840 kcal · 92 g protein · 205 g carbs · 68 g fat': whole numbers, as a label reads them. */
export function nutrientsLine(totals: Nutrients): string {
  const whole = (value: number) => Math.round(value).toLocaleString('en-US');
  return `${whole(totals.calories)} kcal · ${whole(totals.protein)} g protein · ${whole(totals.carbohydrate)} g carbs · ${whole(totals.fat)} g fat`;
}
