// How an expiration date reads on the pantry table (spec §9): past red, within 7 days a warning,
// later green, none muted; labelled 'Expires today', 'N days ago' or 'N days'.
import { daysBetween } from '@/lib/calendar-dates';

export type ExpiryTone = 'expired' | 'soon' | 'fresh' | 'none';

/** Seven days or fewer is 'soon' (spec §9). */
const SOON_WITHIN_DAYS = 7;

export function expiryTone(expirationDate: string | null, today: string): ExpiryTone {
  if (!expirationDate) return 'none';
  const days = daysBetween(today, expirationDate);
  if (days < 0) return 'expired';
  return days <= SOON_WITHIN_DAYS ? 'soon' : 'fresh';
}

/** Mantine colours for each tone. */
export const toneColor: Record<ExpiryTone, string> = { expired: 'red', soon: 'orange', fresh: 'green', none: 'gray' };

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

export function expiryLabel(expirationDate: string | null, today: string): string {
  if (!expirationDate) return 'No expiration';
  const days = daysBetween(today, expirationDate);
  if (days === 0) return 'Expires today';
  return days < 0 ? `${dayCount(-days)} ago` : dayCount(days);
}
