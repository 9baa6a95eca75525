// Which of the list's pantry overlaps the double-check asks about. The pantry's word on an ingredient
// is fresh for a week after the cook bought it or said Yes to it: asking again the same day (after a
// reload, or right after 'Add Items to Pantry') only teaches a cook to dismiss the question. The
// server gives, per overlap, the day the word dates from (the least recently bought or confirmed of
// its items); an overlap with no such day is asked about.
import type { GroceryDifference } from '../api/types';
import { daysFrom, localDate } from './browser-dates';

/** How long a purchase or a Yes stands, in days. */
export const PANTRY_WORD_LASTS_DAYS = 7;

export function needsDoubleCheck(difference: Pick<GroceryDifference, 'pantry_known_on'>, today: Date): boolean {
  const knownOn = difference.pantry_known_on;
  if (!knownOn) return true;
  return knownOn <= localDate(daysFrom(today, -PANTRY_WORD_LASTS_DAYS));
}
