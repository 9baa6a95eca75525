import { describe, expect, it } from 'vitest';
import { cookButtonLabel, isLocked, mealStatus } from './meal-status';

describe('a meal in a current plan', () => {
  it('is open until cooked, with Start Cooking', () => {
    expect(mealStatus({ has_been_cooked: false }, false)).toBe('open');
    expect(cookButtonLabel('open')).toBe('Start Cooking');
    expect(isLocked('open')).toBe(false);
  });

  it('is locked once cooked, with Already Cooked', () => {
    expect(mealStatus({ has_been_cooked: true }, false)).toBe('cooked');
    expect(cookButtonLabel('cooked')).toBe('Already Cooked');
    expect(isLocked('cooked')).toBe(true);
  });
});

describe('a meal in a past plan', () => {
  it('not cooked is locked as did-not-cook, with Past Meal Plan', () => {
    expect(mealStatus({ has_been_cooked: false }, true)).toBe('not-cooked');
    expect(cookButtonLabel('not-cooked')).toBe('Past Meal Plan');
    expect(isLocked('not-cooked')).toBe(true);
  });

  it('cooked stays cooked', () => {
    expect(mealStatus({ has_been_cooked: true }, true)).toBe('cooked');
  });
});
