import { describe, expect, it } from 'vitest';
import { dietBadges, visitorBadges } from './diet-badges';

const chosen = [
  { id: 'v', name: 'Vegetarian' },
  { id: 'gf', name: 'Gluten-Free' },
  { id: 'o', name: 'Omnivore' },
];

describe('the diet badges a recipe shows', () => {
  it("are the cook's own diets that the recipe keeps, Omnivore left unsaid", () => {
    expect(dietBadges(['o', 'v', 'gf', 'keto'], chosen)).toEqual(['Vegetarian', 'Gluten-Free']);
    expect(dietBadges(['o', 'v'], chosen)).toEqual(['Vegetarian']);
    expect(dietBadges(null, chosen)).toEqual([]);
  });
  it('are the vegan or vegetarian mark for a visitor', () => {
    expect(visitorBadges({ is_vegan: false, is_vegetarian: true })).toEqual(['Vegetarian']);
    expect(visitorBadges({ is_vegan: true, is_vegetarian: true })).toEqual(['Vegan']);
  });
});
