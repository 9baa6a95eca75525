// What a grocery line says beneath what to buy, and the list as text to share (decision 0034).
import { weekdayName } from '../../../lib/calendar-dates';
import type { GroceryItem, GroceryList, Meal } from '../api/types';
import { formatCost, groupGroceries } from './grocery-order';

/** Past this many meals a line names none of them: 'for 4 meals'. */
const MEALS_NAMED = 3;

/** "for Friday's Leek tart and Sunday's Beef stew"; '' for a line no meal asked for (the cook's own). */
export function forMealsText(mealIds: readonly string[], meals: readonly Meal[]): string {
  const named = mealIds.flatMap((mealId) => meals.filter((meal) => meal.id === mealId));
  if (named.length === 0) return '';
  if (named.length > MEALS_NAMED) return `for ${named.length} meals`;
  const sorted = [...named].sort((a, b) => a.planned_cook_date.localeCompare(b.planned_cook_date));
  const phrases = sorted.map((meal) => `${weekdayName(meal.planned_cook_date)}'s ${meal.recipe_name}`);
  return `for ${phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`}`;
}

/** '1 carton (1 l) Whole milk' or, for the cook's own words, just the words. */
export const lineText = (item: Pick<GroceryItem, 'ingredient_name' | 'buy_text' | 'shopping_name'>) => (item.buy_text ? `${item.buy_text} ${item.shopping_name}` : item.ingredient_name);

/**
 * The list as plain text for a message or a note: what is left to buy by food group (bought lines
 * and staples left out), and the estimated cost with how much of it is estimated.
 */
export function groceryListText(week: string, list: GroceryList, items: readonly GroceryItem[]): string {
  const toBuy = items.filter((item) => !item.is_purchased && !item.is_staple);
  const groups = groupGroceries(toBuy).map(({ group, items: members }) => [group, ...members.map((item) => `- ${lineText(item)}`)].join('\n'));
  const estimated = list.estimated_part_in_cents > 0 ? ` (${formatCost(list.estimated_part_in_cents)} of it estimated)` : '';
  return [`Groceries for ${week}`, ...groups, `Estimated cost ${formatCost(list.estimated_total_cost_in_cents)}${estimated}`].join('\n\n');
}
