import { describe, expect, it } from 'vitest';
import type { GroceryItem } from '../api/types';
import { groceryItem } from './grocery-item.fixture';
import { formatCost, groupGroceries, toQuarter } from './grocery-order';

const item = (name: string, group: string, marks: Partial<GroceryItem> = {}): GroceryItem => groceryItem(name, { primary_food_group: group, ...marks });

describe('the grocery list order', () => {
  it('groups by food group, with items without one under Other at the end', () => {
    const groups = groupGroceries([item('rice', 'Grains'), item('salt', ''), item('apple', 'Fruit')]);
    expect(groups.map((group) => group.group)).toEqual(['Fruit', 'Grains', 'Other']);
  });

  it('puts what is still to find first, then the cart, then what was bought', () => {
    const [group] = groupGroceries([item('a', 'Fruit', { is_purchased: true, is_in_cart: true }), item('b', 'Fruit', { is_in_cart: true }), item('c', 'Fruit')]);
    expect(group!.items.map((entry) => entry.ingredient_name)).toEqual(['c', 'b', 'a']);
  });
});

describe('the confirm modal quantity', () => {
  it('rounds to the nearest quarter and never below one quarter', () => {
    expect(toQuarter(1.3)).toBe(1.25);
    expect(toQuarter(1.4)).toBe(1.5);
    expect(toQuarter(0.05)).toBe(0.25);
  });

  it('resets an empty or invalid value to a quarter', () => {
    expect(toQuarter('')).toBe(0.25);
    expect(toQuarter('abc')).toBe(0.25);
    expect(toQuarter(-2)).toBe(0.25);
  });
});

describe('the estimated cost', () => {
  it('is cents over 100 with two decimals', () => {
    expect(formatCost(1234)).toBe('$12.34');
    expect(formatCost(5)).toBe('$0.05');
  });
});
