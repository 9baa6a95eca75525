import { describe, expect, it } from 'vitest';
import { sayAmount } from '../../../lib/amounts';
import { initialServings, scaledQuantity } from './recipe-numbers';

describe('a line scaled to the chosen servings', () => {
  it('is its quantity times chosen over written, exact', () => {
    expect(scaledQuantity(2, 3, 4)).toBe(1.5);
    expect(scaledQuantity(1, 2, 3)).toBe(2 / 3);
    expect(scaledQuantity(600, 3, 4)).toBe(450);
  });

  it('is as written when the recipe does not say its servings', () => {
    expect(scaledQuantity(2, 3, null)).toBe(2);
    expect(scaledQuantity(2, 3, 0)).toBe(2);
  });

  it('has no quantity when the line has none', () => {
    expect(scaledQuantity(null, 3, 4)).toBeNull();
  });

  it('reads as a cook measures it: a third of a piece is a fraction, never 0.33 or 0.67', () => {
    const onion = { unit_of_measurement: 'piece', grams_per_unit: 110 };
    expect(sayAmount(scaledQuantity(1, 2, 3)!, 'piece', onion, 'metric').text).toBe('⅔');
    expect(sayAmount(scaledQuantity(1, 1, 3)!, 'piece', onion, 'metric').text).toBe('⅓');
    expect(sayAmount(scaledQuantity(2, 3, 4)!, 'piece', onion, 'metric').text).toBe('1½');
    expect(sayAmount(scaledQuantity(400, 1, 3)!, 'g', undefined, 'metric').text).toBe('135 g');
  });
});

describe('the servings to start from', () => {
  it('are the query\'s, within 1 to 16, else the recipe\'s, else 1', () => {
    expect(initialServings('3', 4)).toBe(3);
    expect(initialServings('40', 4)).toBe(16);
    expect(initialServings('many', 4)).toBe(4);
    expect(initialServings(null, null)).toBe(1);
  });
});
