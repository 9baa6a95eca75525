// The 'Double-check your pantry' answers, through the pantry's own calls (decision 0015):
// Yes: PUT /api/v1/pantry-ingredient/ingredient_id/{ingredientId}/pantry_id/{pantryId}/app_user/{userId}
// No: POST /api/v1/pantry-ingredient/ingredient_no_longer_in_pantry/{ingredientId}/{pantryId}/{userId},
// then the spec's grocery refresh call (an acknowledgement: the pantry change enqueued the refresh,
// and the list's change notice reloads it once recorded, decision 0024); a line of it the cook had
// bought is reopened (no longer purchased, out of the cart), or the list would show it struck
// through while asking for it.
import { api } from '@/lib/api-client';
import { daysFrom, localDate, localTimestamp } from '../lib/browser-dates';

export interface PantryReviewTarget {
  ingredientId: string;
  pantryId: string;
  userId: string;
}

export const confirmStillInPantry = ({ ingredientId, pantryId, userId }: PantryReviewTarget) =>
  api<unknown>('PUT', `/pantry-ingredient/ingredient_id/${ingredientId}/pantry_id/${pantryId}/app_user/${userId}`, { body: { is_confirmed: true, confirmed_at: localTimestamp(new Date()) } });

export async function markNoLongerInPantry({ ingredientId, pantryId, userId }: PantryReviewTarget, purchasedLineIds: readonly string[] = []) {
  await api<unknown>('POST', `/pantry-ingredient/ingredient_no_longer_in_pantry/${ingredientId}/${pantryId}/${userId}`, { body: { quantity: 0 } });
  const today = new Date();
  await api<unknown>('POST', '/pantry-ingredient/refresh_grocery_list_ingredients_on_pantry_ingredient_crud', {
    body: { ingredientId, appUserId: userId, todaysBrowserDate: localDate(today), nextWeekBrowserDate: localDate(daysFrom(today, 7)) },
  });
  if (purchasedLineIds.length === 0) return;
  await api<unknown>('PUT', `/grocery-list-ingredient/multiple/app_user/${userId}`, { body: { ids: purchasedLineIds, is_purchased: false } });
  for (const lineId of purchasedLineIds) await api<unknown>('PUT', `/grocery-list-ingredient/${lineId}/in-cart/app_user/${userId}`, { body: { is_in_cart: false } });
}
