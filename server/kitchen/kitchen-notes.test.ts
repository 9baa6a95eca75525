import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../csv.ts';
import { kitchenNotesOf, measureOf, usualStapleNames } from './kitchen-notes.ts';
import { groupCentsPerGram, priceOf } from './prices.ts';

const facts = csvRecords(fs.readFileSync(new URL('../facts/ingredient-facts.csv', import.meta.url), 'utf8'), 'ingredient-facts.csv', ['name']);
const ingredient = (name: string) => {
  const row = facts.find((fact) => fact.name === name)!;
  return { name, primary_food_group: row.primary_food_group!, unit_of_measurement: row.unit_of_measurement!, grams_per_unit: Number(row.grams_per_unit), estimated_cost_per_unit_cents: row.cost_cents_per_unit ? Number(row.cost_cents_per_unit) : null };
};

describe('the kitchen notes beside the facts', () => {
  it('say how a shop sells every ingredient of the facts, by the same name', () => {
    for (const fact of facts) {
      const notes = kitchenNotesOf(ingredient(fact.name!));
      expect(notes.shop.size, fact.name).toBeGreaterThan(0);
    }
    expect(kitchenNotesOf(ingredient('Fresh thyme')).shop).toEqual({ unit: 'bunch', size: 20 });
    expect(measureOf(ingredient('Garlic')).count_word).toBe('clove');
  });

  it('keep salt, pepper and cooking oils as staples, and nothing a cook made', () => {
    expect([...usualStapleNames()].sort()).toEqual(['black pepper', 'canola oil', 'olive oil', 'salt', 'vegetable oil']);
    expect(kitchenNotesOf({ name: 'Grandma’s salt mix', primary_food_group: 'Spices', unit_of_measurement: 'g', grams_per_unit: 1 })).toEqual({ grams_per_tsp: 2.5, grams_per_piece: null, grams_per_cup: null, count_word: null, shop: { unit: 'jar', size: 40 }, staple: false });
  });
});

describe('the price of an ingredient', () => {
  it('is what the cook last paid, else the reference price, else its food group’s estimate', () => {
    const beef = ingredient('Ground beef (80% lean)');
    expect(beef.estimated_cost_per_unit_cents).not.toBeNull();
    expect(priceOf(beef, 1.5)).toEqual({ centsPerUnit: 1.5, source: 'paid' });
    expect(priceOf(beef)).toEqual({ centsPerUnit: beef.estimated_cost_per_unit_cents, source: 'reference' });
    const thyme = ingredient('Fresh thyme');
    expect(thyme.estimated_cost_per_unit_cents).toBeNull();
    expect(priceOf(thyme)).toEqual({ centsPerUnit: groupCentsPerGram().byGroup.get('Produce'), source: 'estimate' });
  });

  it('gives every ingredient of the facts a price above nothing', () => {
    for (const fact of facts) {
      const named = ingredient(fact.name!);
      expect(priceOf({ ...named, ...measureOf(named) }).centsPerUnit, fact.name).toBeGreaterThan(0);
    }
  });

  it('estimates a piece from its weight, and a piece of no known weight as 100 g', () => {
    const perGram = groupCentsPerGram().byGroup.get('Produce')!;
    expect(priceOf({ unit_of_measurement: 'piece', grams_per_unit: 50, primary_food_group: 'Produce', estimated_cost_per_unit_cents: null }).centsPerUnit).toBeCloseTo(perGram * 50, 6);
    expect(priceOf({ unit_of_measurement: 'piece', grams_per_unit: null, primary_food_group: 'Produce', estimated_cost_per_unit_cents: null }).centsPerUnit).toBeCloseTo(perGram * 100, 6);
  });
});
