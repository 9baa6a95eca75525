// POST /api/v1/pantry-ingredient/refresh_grocery_list_ingredients_on_pantry_ingredient_crud: after a
// pantry change, this week's and next week's grocery lists recount that ingredient (spec §7, §9).
// The pantry change is already saved when this runs, so a failure is only logged (spec §8).
import { api } from '@/lib/api-client';
import { addDays, todayIso } from '@/lib/calendar-dates';

export async function refreshGroceryListsFor(appUserId: string, ingredientId: string): Promise<void> {
  const today = todayIso();
  try {
    await api<unknown>('POST', '/pantry-ingredient/refresh_grocery_list_ingredients_on_pantry_ingredient_crud', {
      body: { ingredientId, appUserId, todaysBrowserDate: today, nextWeekBrowserDate: addDays(today, 7) },
    });
  } catch (error) {
    console.warn('Grocery lists were not refreshed after a pantry change', error);
  }
}
