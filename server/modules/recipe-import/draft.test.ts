import { describe, expect, it } from 'vitest';
import { amountIn, type CatalogueIngredient } from './draft.ts';

const ingredient = (unit: string, extra: Partial<CatalogueIngredient> = {}): CatalogueIngredient => ({
  id: 'i',
  name: 'Thing',
  unit_of_measurement: unit,
  grams_per_unit: unit === 'g' ? 1 : null,
  grams_per_tsp: null,
  count_word: null,
  notes: { shop: { unit: null, size: 1 }, grams_per_piece: null, grams_per_cup: null },
  ...extra,
});

describe('an imported amount in the ingredient’s own unit', () => {
  it('converts within mass and volume, and the units the kitchen table lacks', () => {
    expect(amountIn({ quantity: 1, quantityMax: null, unit: 'lb' }, ingredient('g'))).toEqual({ quantity: 453.592, unit: 'g' });
    expect(amountIn({ quantity: 1, quantityMax: null, unit: 'pint' }, ingredient('ml'))).toEqual({ quantity: 473.176, unit: 'ml' });
    expect(amountIn({ quantity: 2, quantityMax: null, unit: 'dl' }, ingredient('ml'))).toEqual({ quantity: 200, unit: 'ml' });
    expect(amountIn({ quantity: 1, quantityMax: null, unit: 'stick' }, ingredient('g'))).toEqual({ quantity: 113.4, unit: 'g' });
  });

  it('plans with a range’s upper end, so there is enough', () => {
    expect(amountIn({ quantity: 3, quantityMax: 4, unit: 'piece' }, ingredient('piece'))).toEqual({ quantity: 4, unit: 'piece' });
  });

  it('reads cans, jars and bunches as the shop sells them, and counted pieces by one piece’s weight', () => {
    expect(amountIn({ quantity: 2, quantityMax: null, unit: 'can' }, ingredient('g', { notes: { shop: { unit: 'tin', size: 400 }, grams_per_piece: null, grams_per_cup: null } }))).toEqual({ quantity: 800, unit: 'g' });
    expect(amountIn({ quantity: 1, quantityMax: null, unit: 'bunch' }, ingredient('g', { notes: { shop: { unit: 'bunch', size: 20 }, grams_per_piece: null, grams_per_cup: null } }))).toEqual({ quantity: 20, unit: 'g' });
    expect(amountIn({ quantity: 3, quantityMax: null, unit: 'piece' }, ingredient('g', { notes: { shop: { unit: null, size: 50 }, grams_per_piece: 40, grams_per_cup: null } }))).toEqual({ quantity: 120, unit: 'g' });
  });

  it('reads a recipe’s cups of what the kitchen weighs by the cup figure for recipes', () => {
    expect(amountIn({ quantity: 3, quantityMax: null, unit: 'cup' }, ingredient('g', { notes: { shop: { unit: null, size: 1 }, grams_per_piece: null, grams_per_cup: 30 } }))).toEqual({ quantity: 90, unit: 'g' });
  });

  it('gives no amount where no fact converts it, rather than a guess', () => {
    expect(amountIn({ quantity: 1, quantityMax: null, unit: 'cup' }, ingredient('g'))).toBeNull();
    expect(amountIn({ quantity: 3, quantityMax: null, unit: 'piece' }, ingredient('g'))).toBeNull();
    expect(amountIn({ quantity: null, quantityMax: null, unit: null }, ingredient('g'))).toBeNull();
  });
});
