// What 'I Cooked This' says once it is done. The spec's 'Ingredients removed from pantry!' when
// cooking took something out; when the pantry held none of the recipe's ingredients, saying so
// instead of claiming a removal. An answer accepted for later (202) says nothing of the pantry yet.
export const COOKED = 'Ingredients removed from pantry!';
export const COOKED_NOTHING_HELD = 'Marked as cooked. Your pantry had none of its ingredients, so nothing was taken out.';

export function cookedMessage(answer: unknown): string {
  const items = (answer as { pantry_ingredients?: unknown } | null | undefined)?.pantry_ingredients;
  return Array.isArray(items) && items.length === 0 ? COOKED_NOTHING_HELD : COOKED;
}
