import { describe, expect, it } from 'vitest';
import { servingLine } from './ingredient-facts';

const ingredient = (serving_size: number | null, unit_of_measurement: string | null, grams_per_unit: number | null = null) => ({ unit_of_measurement, grams_per_unit, serving_size });

describe('the serving an ingredient\'s figures are for', () => {
  it('is said as a kitchen measures it, in the cook\'s system', () => {
    expect(servingLine(ingredient(100, 'g', 1), 'metric')).toBe('per 100 g');
    expect(servingLine(ingredient(100, 'ml', 1.03), 'metric')).toBe('per 100 ml');
    expect(servingLine(ingredient(1, 'tbsp'), 'metric')).toBe('per 1 tbsp');
    expect(servingLine(ingredient(100, 'g', 1), 'us')).toBe('per 100 g (about 3½ oz)');
    // The figures are for exactly 100 ml: half a cup would be a fifth more.
    expect(servingLine(ingredient(100, 'ml', 1.03), 'us')).toBe('per 100 ml (about ½ cup)');
  });

  it('keeps the word for a count of the ingredient itself, which an amount leaves bare', () => {
    expect(servingLine(ingredient(1, 'piece', 110), 'metric')).toBe('per 1 piece');
    expect(servingLine(ingredient(2, 'piece', 110), 'us')).toBe('per 2 pieces');
    expect(servingLine(ingredient(0.5, 'piece', 110), 'metric')).toBe('per ½ piece');
  });

  it('is nothing when the serving is unknown, and the bare size when the unit is', () => {
    expect(servingLine(ingredient(null, 'g'), 'metric')).toBeUndefined();
    expect(servingLine(ingredient(2, null), 'metric')).toBe('per 2');
  });
});
