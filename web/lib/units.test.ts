import { describe, expect, it } from 'vitest';
import { amountWithUnit } from './units';

describe('an amount with its unit', () => {
  it('says a countable unit in the plural for any amount but one', () => {
    expect(amountWithUnit('6', 'piece')).toBe('6 pieces');
    expect(amountWithUnit('1', 'piece')).toBe('1 piece');
    expect(amountWithUnit(0.5, 'cup')).toBe('0.5 cups');
    expect(amountWithUnit(2, 'pinch')).toBe('2 pinches');
    expect(amountWithUnit(3, 'bunch')).toBe('3 bunches');
  });

  it('leaves abbreviations as they are', () => {
    expect(amountWithUnit(500, 'g')).toBe('500 g');
    expect(amountWithUnit(2, 'tbsp')).toBe('2 tbsp');
  });

  it('is just the amount when there is no unit', () => {
    expect(amountWithUnit('3', null)).toBe('3');
  });
});
