// What the pantry page says (spec §4, §5, §8).
import { limits } from '@/config/constants';

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
  selectIngredient: 'Please select an ingredient',
  invalidQuantity: 'Please enter a valid quantity',
  futurePurchase: 'Purchase date cannot be in the future.',
  /** Not in the spec: the server's own words for its two further rules. */
  tooMuch: `Please enter a quantity of ${limits.quantityMax.toLocaleString('en-US')} or less.`,
  expiryBeforePurchase: 'Expiration date cannot be before the purchase date.',
} as const;
