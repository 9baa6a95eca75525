import { describe, expect, it } from 'vitest';
import { COOKED, COOKED_NOTHING_HELD, cookedMessage } from './cooking-outcome';

describe("what 'I Cooked This' says", () => {
  it('says ingredients were removed when cooking lowered some pantry items', () => {
    expect(cookedMessage({ pantry_ingredients: [{ id: 'a' }] })).toBe(COOKED);
  });
  it('says nothing was taken out when the pantry held none of the recipe', () => {
    expect(cookedMessage({ meal: {}, pantry_ingredients: [] })).toBe(COOKED_NOTHING_HELD);
  });
  it("keeps the spec's words for an answer that does not tell (accepted for later)", () => {
    expect(cookedMessage({ accepted: true })).toBe(COOKED);
    expect(cookedMessage(undefined)).toBe(COOKED);
  });
});
