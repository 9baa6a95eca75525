import { describe, expect, it } from 'vitest';
import type { Measure } from '../../../lib/amounts';
import type { ImportedLine, RecipeDraft } from '../api/import-recipe';
import { amountProblem, entryFigure, kitchenReading, linesToLookAt, mealTimesFrom, pickIngredient, reviewForm, reviewLine, saveBlocker, saveBody, startingAmount } from './import-review';

const oil: Measure = { unit_of_measurement: 'ml', grams_per_unit: 0.91, grams_per_tsp: null, count_word: null };
const garlic: Measure = { unit_of_measurement: 'piece', grams_per_unit: 5, grams_per_tsp: null, count_word: 'clove' };
const measures: Record<string, Measure> = { oil, garlic };
const measureOf = (id: string) => measures[id];

const line = (changes: Partial<ImportedLine>): ImportedLine => ({
  line: '1 tablespoon olive oil',
  quantity: 1,
  quantity_max: null,
  unit: 'tbsp',
  name: 'olive oil',
  notes: null,
  match: { ingredient_id: 'oil', name: 'Olive oil', confidence: 1 },
  amount: { quantity: 14.787, unit: 'ml' },
  confident: true,
  ...changes,
});

const draft = (ingredients: ImportedLine[], changes: Partial<RecipeDraft> = {}): RecipeDraft => ({
  name: 'Tuscan Beans',
  description: null,
  image_url: null,
  yields: '4',
  servings: 4,
  prep_time: 10,
  cook_time: 20,
  total_time: 30,
  cuisine: 'Italian',
  category: 'Main Course',
  source_url: 'https://example.test/beans',
  instructions: ['Heat the oil.'],
  ingredients,
  ...changes,
});

describe('an imported line under review', () => {
  it('starts at an amount a box can hold and a kitchen measures', () => {
    expect(entryFigure(14.787)).toBe(14.8);
    expect(entryFigure(0.375)).toBe(0.38);
    expect(entryFigure(0.0001)).toBe(0.01);
    expect(startingAmount(177.441, 'ml', oil)).toBe(175);
    expect(startingAmount(0.482, 'piece', undefined)).toBe(0.5);
    expect(startingAmount(4, 'piece', garlic)).toBe(4);
    expect(startingAmount(14.787, 'ml', oil)).toBe(14.8);
  });

  it('says the amount as a kitchen does only when that says more than the box', () => {
    expect(kitchenReading(14.8, 'ml', oil, 'metric')).toBe('1 tbsp');
    expect(kitchenReading(4, 'piece', garlic, 'metric')).toBeUndefined();
    expect(kitchenReading(340, 'g', undefined, 'metric')).toBeUndefined();
    expect(kitchenReading(340, 'g', undefined, 'us')).toBe('12 oz');
    expect(kitchenReading('', 'g', undefined, 'metric')).toBeUndefined();
  });

  it('takes an amount above 0 and at most 100,000', () => {
    expect(amountProblem('')).toBe('Give an amount');
    expect(amountProblem(0)).toBe('Amount must be more than 0');
    expect(amountProblem(-2)).toBe('Amount must be more than 0');
    expect(amountProblem(100_001)).toBe('Amount must be 100,000 or less');
    expect(amountProblem(100_000)).toBeUndefined();
  });

  it('starts as a note when nothing matched, and needs a look when not sure', () => {
    expect(reviewLine(line({ match: null, amount: null, confident: false }), measureOf)).toMatchObject({ note: true, ingredientId: null });
    const unsure = reviewForm(draft([line({}), line({ confident: false }), line({ match: null, amount: null, confident: false })]), measureOf, null);
    expect(linesToLookAt(unsure)).toBe(2);
  });

  it('keeps the amount for another ingredient only when the unit is the same', () => {
    const start = reviewLine(line({}), measureOf);
    expect(pickIngredient(start, { id: 'other-oil', name: 'Sesame oil', unit_of_measurement: 'ml' })).toMatchObject({ ingredientId: 'other-oil', amount: 14.8, checked: true });
    expect(pickIngredient(start, { id: 'butter', name: 'Butter', unit_of_measurement: 'g' }).amount).toBe('');
    // The line's own unit is the new ingredient's: its written figure.
    const grams = reviewLine(line({ line: '200 g beans', quantity: 200, unit: 'g', match: null, amount: null, confident: false }), measureOf);
    expect(pickIngredient(grams, { id: 'beans', name: 'Beans', unit_of_measurement: 'g' }).amount).toBe(200);
  });
});

describe('saving a reviewed import', () => {
  it('waits for a matched line, and an amount on every matched line', () => {
    const none = reviewForm(draft([line({ match: null, amount: null, confident: false })]), measureOf, null);
    expect(saveBlocker(none)).toBe('Match at least one line to an ingredient to save the recipe.');
    const noAmount = reviewForm(draft([line({}), line({ amount: null, confident: false, match: { ingredient_id: 'garlic', name: 'Garlic', confidence: 0.5 } })]), measureOf, null);
    expect(saveBlocker(noAmount)).toBe('Give an amount for Garlic, or keep that line as a note.');
    noAmount.lines[1] = { ...noAmount.lines[1]!, note: true };
    expect(saveBlocker(noAmount)).toBeUndefined();
  });

  it('picks meal times from the category, else Dinner', () => {
    expect(mealTimesFrom('Breakfast')).toEqual(['breakfast']);
    expect(mealTimesFrom('Lunch, Dinner')).toEqual(['lunch', 'dinner']);
    expect(mealTimesFrom('Main Course')).toEqual(['dinner']);
    expect(mealTimesFrom(null)).toEqual(['dinner']);
  });

  it('sends matched lines as ingredients and notes as unmatched lines', () => {
    const recipe = draft([line({ notes: 'extra virgin' }), line({ line: 'salt to taste', match: null, amount: null, confident: false })]);
    expect(saveBody(reviewForm(recipe, measureOf, 'italian'), recipe)).toEqual({
      name: 'Tuscan Beans',
      description: null,
      servings: 4,
      prep_time: 10,
      cook_time: 20,
      difficulty: 'Medium',
      source_url: 'https://example.test/beans',
      image_url: null,
      meal_times: ['dinner'],
      cuisine_id: 'italian',
      instructions: ['Heat the oil.'],
      ingredients: [{ ingredient_id: 'oil', quantity: 14.8, notes: 'extra virgin' }],
      unmatched_lines: ['salt to taste'],
    });
  });
});
