import { describe, expect, it } from 'vitest';
import { amountsExample, isUnitSystem } from './kitchen-words';

describe('the kitchen section', () => {
  it('shows each way to measure with amounts said as every screen says them', () => {
    expect(amountsExample('metric')).toBe('Recipes, your pantry and grocery lists say 500 ml of milk and 250 g of chicken.');
    expect(amountsExample('us')).toBe('Recipes, your pantry and grocery lists say 2 cups of milk and 9 oz of chicken.');
  });

  it('takes only the two systems the server knows', () => {
    expect(isUnitSystem('us')).toBe(true);
    expect(isUnitSystem('metric')).toBe(true);
    expect(isUnitSystem('imperial')).toBe(false);
  });
});
