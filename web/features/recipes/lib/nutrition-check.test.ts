import { describe, expect, it } from 'vitest';
import { caloriesFromMacros, derivedCalories, nutritionMismatch, withDerivedCalories, type TypedNutrition } from './nutrition-check';

const typed = (calories: number | null, protein: number | null, carbohydrate: number | null, fat: number | null): TypedNutrition => ({ calories, protein, carbohydrate, fat });

describe('calories from the macros', () => {
  it('are 4 kcal a gram of protein and of carbohydrate and 9 of fat', () => {
    expect(caloriesFromMacros(typed(null, 38, 12, 6))).toBe(4 * 38 + 4 * 12 + 9 * 6);
    expect(caloriesFromMacros(typed(null, 0, 0, 0))).toBe(0);
  });

  it('are unknown while any macro is blank', () => {
    expect(caloriesFromMacros(typed(null, 38, null, 6))).toBeUndefined();
  });
});

describe('when calories are left blank', () => {
  it('and all three macros are given, the calories saved are the macros\' in whole kcal', () => {
    expect(derivedCalories(typed(null, 10.3, 20.1, 5.05))).toBe(Math.round(41.2 + 80.4 + 45.45));
    expect(withDerivedCalories(typed(null, 38, 12, 6))).toEqual(typed(254, 38, 12, 6));
  });

  it('and a macro is blank too, they are left for the ingredients to give', () => {
    expect(derivedCalories(typed(null, 31, null, 0))).toBeUndefined();
    expect(withDerivedCalories(typed(null, 31, null, 0))).toEqual(typed(null, 31, null, 0));
  });

  it('nothing is worked out over calories the author typed', () => {
    expect(derivedCalories(typed(400, 38, 12, 6))).toBeUndefined();
    expect(withDerivedCalories(typed(400, 38, 12, 6)).calories).toBe(400);
  });

  it('nothing contradicts', () => {
    expect(nutritionMismatch(typed(null, 38, 12, 6))).toBeUndefined();
  });
});

describe('when calories and all three macros are given', () => {
  it('calories within a fifth of the macros\' add up, either way', () => {
    // 254 kcal from the macros: 204 and 317 are each within a fifth of the larger.
    expect(nutritionMismatch(typed(254, 38, 12, 6))).toBeUndefined();
    expect(nutritionMismatch(typed(204, 38, 12, 6))).toBeUndefined();
    expect(nutritionMismatch(typed(317, 38, 12, 6))).toBeUndefined();
  });

  it('calories further off than a fifth do not, too few or too many', () => {
    expect(nutritionMismatch(typed(203, 38, 12, 6))).toMatchObject({ calories: 203, fromMacros: 254, atLeast: false });
    expect(nutritionMismatch(typed(318, 38, 12, 6))).toMatchObject({ calories: 318, fromMacros: 254, atLeast: false });
  });

  it('the warning names the figures and what the macros make', () => {
    expect(nutritionMismatch(typed(18, 38, 12, 6))?.message).toBe('18 kcal does not add up with 38 g protein, 12 g carbohydrate and 6 g fat (about 254 kcal). Check the figures.');
    expect(nutritionMismatch(typed(1060, 12.5, 30, 8))?.message).toBe('1,060 kcal does not add up with 12.5 g protein, 30 g carbohydrate and 8 g fat (about 242 kcal). Check the figures.');
  });

  it('nothing in all of them adds up', () => {
    expect(nutritionMismatch(typed(0, 0, 0, 0))).toBeUndefined();
  });
});

describe('when calories are given with only some macros', () => {
  it('calories below what the given ones already make by more than a fifth do not add up', () => {
    expect(nutritionMismatch(typed(18, 38, null, null))).toMatchObject({
      fromMacros: 152,
      atLeast: true,
      message: '18 kcal does not add up with 38 g protein (at least 152 kcal). Check the figures.',
    });
  });

  it('calories above them could be the blanks\' share, and are not questioned', () => {
    expect(nutritionMismatch(typed(900, 38, null, null))).toBeUndefined();
    expect(nutritionMismatch(typed(140, 38, null, null))).toBeUndefined(); // within a fifth below
  });

  it('with no macros there is nothing to check against', () => {
    expect(nutritionMismatch(typed(18, null, null, null))).toBeUndefined();
  });
});
