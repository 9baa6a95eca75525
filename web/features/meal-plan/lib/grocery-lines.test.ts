import { describe, expect, it } from 'vitest';
import type { GroceryList, Meal } from '../api/types';
import { forMealsText, groceryListText } from './grocery-lines';
import { groceryItem } from './grocery-item.fixture';

const meal = (id: string, recipe_name: string, planned_cook_date: string) => ({ id, recipe_name, planned_cook_date }) as Meal;
const meals = [meal('m1', 'Beef stew', '2026-11-29'), meal('m2', 'Leek tart', '2026-11-27'), meal('m3', 'Dal', '2026-11-24'), meal('m4', 'Soup', '2026-11-25')];

describe('what a grocery line is for', () => {
  it("names the meals by day, in the week's order", () => {
    expect(forMealsText(['m1', 'm2'], meals)).toBe("for Friday's Leek tart and Sunday's Beef stew");
    expect(forMealsText(['m3'], meals)).toBe("for Tuesday's Dal");
    expect(forMealsText(['m1', 'm2', 'm3'], meals)).toBe("for Tuesday's Dal, Friday's Leek tart and Sunday's Beef stew");
  });
  it('counts rather than names more than three meals, and says nothing for a line no meal asked for', () => {
    expect(forMealsText(['m1', 'm2', 'm3', 'm4'], meals)).toBe('for 4 meals');
    expect(forMealsText([], meals)).toBe('');
  });
});

describe('the list as text', () => {
  it('lists what is left to buy by food group, without bought lines or staples, with the cost and its estimated part', () => {
    const list = { estimated_total_cost_in_cents: 1234, estimated_part_in_cents: 300 } as GroceryList;
    const text = groceryListText('Nov 23 – Nov 29, 2026', list, [
      groceryItem('thyme', { ingredient_name: 'Fresh thyme', shopping_name: 'Fresh thyme', primary_food_group: 'Produce', buy_text: '1 bunch' }),
      groceryItem('milk', { ingredient_name: 'Whole milk', primary_food_group: 'Dairy', buy_text: '1 carton (1 l)', is_purchased: true }),
      groceryItem('salt', { ingredient_name: 'Salt', primary_food_group: 'Spices', buy_text: '1 box (750 g)', is_staple: true }),
      groceryItem('soap', { ingredient_name: 'Washing-up liquid', primary_food_group: 'Other', buy_text: '', is_own: true }),
    ]);
    expect(text).toBe('Groceries for Nov 23 – Nov 29, 2026\n\nProduce\n- 1 bunch Fresh thyme\n\nOther\n- Washing-up liquid\n\nEstimated cost $12.34 ($3.00 of it estimated)');
  });
});
