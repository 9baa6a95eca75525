import { describe, expect, it } from 'vitest';
import type { GroceryItem } from '../api/types';
import { groceryItem } from './grocery-item.fixture';
import { applyCartMarks } from './cart-marks';

const item = (id: string, isInCart = false): GroceryItem => groceryItem(id, { is_in_cart: isInCart });

describe('cart ticks on their way', () => {
  it('keep a tick the refetched list does not have yet', () => {
    // The list refetched after the first tick's notice: the second tick is not in it.
    const refetched = [item('rice', true), item('beans'), item('kale')];
    const shown = applyCartMarks(refetched, [{ itemId: 'beans', isInCart: true }]);
    expect(shown.map((each) => each.is_in_cart)).toEqual([true, true, false]);
  });

  it('take the last of several marks on one item', () => {
    const shown = applyCartMarks([item('rice')], [{ itemId: 'rice', isInCart: true }, { itemId: 'rice', isInCart: false }]);
    expect(shown[0]!.is_in_cart).toBe(false);
  });

  it('leave the list as the server holds it when nothing is on its way', () => {
    const list = [item('rice', true)];
    expect(applyCartMarks(list, [])).toBe(list);
  });
});
