import { describe, expect, it } from 'vitest';
import { unitChoices, unitToSend } from './unit-choices';

const milk = { unit_of_measurement: 'ml', grams_per_unit: 1.031 };
const egg = { unit_of_measurement: 'piece', grams_per_unit: 50 };
const flour = { unit_of_measurement: 'g', grams_per_unit: 1 };

describe('the units a pantry item can be given in', () => {
  it("offers the ingredient's own kind first, in the metric cook's order", () => {
    expect(unitChoices(milk, 'metric')).toEqual(['ml', 'l', 'tsp', 'tbsp', 'cup', 'fl oz', 'g', 'kg', 'oz', 'lb']);
    expect(unitChoices(egg, 'metric')).toEqual(['piece', 'g', 'kg', 'oz', 'lb']);
    expect(unitChoices(flour, 'metric')).toEqual(['g', 'kg', 'oz', 'lb']);
  });

  it('puts the units a US kitchen measures in first for a US cook', () => {
    expect(unitChoices(milk, 'us')).toEqual(['cup', 'fl oz', 'tbsp', 'tsp', 'ml', 'l', 'oz', 'lb', 'g', 'kg']);
    expect(unitChoices(egg, 'us')).toEqual(['piece', 'oz', 'lb', 'g', 'kg']);
  });

  it('never offers a pinch: a pantry holds more than that', () => {
    expect(unitChoices(milk, 'metric')).not.toContain('pinch');
  });

  it('offers only the own unit when no figure converts it', () => {
    expect(unitChoices({ unit_of_measurement: 'piece', grams_per_unit: null }, 'metric')).toEqual(['piece']);
    expect(unitChoices({ unit_of_measurement: 'ml', grams_per_unit: null }, 'us')).toEqual(['cup', 'fl oz', 'tbsp', 'tsp', 'ml', 'l']);
  });

  it('offers nothing without a unit, and a unit no conversion knows alone, sent as none', () => {
    expect(unitChoices({ unit_of_measurement: null }, 'metric')).toEqual([]);
    expect(unitChoices({ unit_of_measurement: 'handful' }, 'metric')).toEqual(['handful']);
    expect(unitToSend('handful')).toBeUndefined();
    expect(unitToSend(null)).toBeUndefined();
    expect(unitToSend('l')).toBe('l');
  });
});
