// What the pantry page says (spec §4, §5, §8).
import { pantryMessages as ruleMessages } from '@contract/pantry';

export const pantryMessages = {
  added: 'Item added to pantry',
  updated: 'Pantry item updated',
  removed: 'Item removed from pantry',
  allRemoved: 'All items removed from pantry',
  addFailed: 'Failed to add ingredient to pantry',
  updateFailed: 'Error updating pantry item. Please refresh the page and try again.',
  deleteFailed: 'Error deleting pantry item. Please refresh the page and try again.',
  loadFailed: 'Error loading pantry. Please refresh the page and try again.',
  boundary: 'Unable to load your pantry. Please try again later.',
  selectIngredient: ruleMessages.ingredientRequired,
  invalidQuantity: ruleMessages.invalidQuantity,
  futurePurchase: ruleMessages.futurePurchase,
  /** Not in the spec: the server's own words for its two further rules. */
  tooMuch: ruleMessages.tooMuch,
  expiryBeforePurchase: ruleMessages.expiryBeforePurchase,
} as const;
