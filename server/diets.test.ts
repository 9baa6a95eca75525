// What the diets mean, for ingredients the editorial table does not list (ones cooks create) and for
// the wishes a cook's chosen diets make.
import { describe, expect, it } from 'vitest';
import { dietWishOf, dietsKept, guessTraits, type IngredientDescription } from './diets.ts';

const described = (name: string, change: Partial<IngredientDescription> = {}): IngredientDescription => ({ name, primaryFoodGroup: 'Other', isVegetarian: null, isVegan: null, ...change });

describe('the traits of an ingredient a cook created', () => {
  it('reads wheat, milk, meat and fish from the name, cautiously', () => {
    expect(guessTraits(described('Spelt flour')).gluten).toBe(true);
    expect(guessTraits(described('Gluten-free spaghetti')).gluten).toBe(false);
    expect(guessTraits(described('Mascarpone')).dairy).toBe(true);
    expect(guessTraits(described('Coconut cream')).dairy).toBe(false);
    expect(guessTraits(described('Duck legs')).meat).toBe(true);
    expect(guessTraits(described('Smoked mackerel')).fish).toBe(true);
    expect(guessTraits(described('Oyster mushrooms')).fish).toBe(false);
  });
  it('does not find words inside other words: goat cheese holds no oats, graham crackers no ham', () => {
    expect(guessTraits(described('Goat cheese', { primaryFoodGroup: 'Dairy' })).gluten).toBe(false);
    expect(guessTraits(described('Graham cracker crust')).meat).toBe(false);
    expect(guessTraits(described('Rolled oats')).gluten).toBe(true);
  });
  it('takes a food marked not vegetarian as meat unless it is fish', () => {
    expect(guessTraits(described('Mystery stock cube', { isVegetarian: false })).meat).toBe(true);
  });
});

describe('what a cook asks of every meal', () => {
  it('is the widest ladder diet chosen and every restriction; High-Protein is only wished for', () => {
    expect(dietWishOf(['vegan', 'pescatarian', 'gluten-free', 'keto', 'high-protein'])).toEqual({ ladder: 'pescatarian', restrictions: ['gluten-free', 'keto'], preferences: ['high-protein'] });
    expect(dietWishOf(['dairy-free'])).toEqual({ ladder: 'omnivore', restrictions: ['dairy-free'], preferences: [] });
  });
  it('keeps only the marked ladder for a recipe with no lines to judge', () => {
    expect(dietsKept([], { carbohydrate: 5, protein: 40 }, { isVegetarian: true, isVegan: false })).toEqual(['vegetarian', 'pescatarian', 'omnivore']);
  });
});
