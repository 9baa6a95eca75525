// 'Member for N day(s)' (spec §2, §9): whole days since the email was confirmed.
const DAY_MS = 86_400_000;

export function membershipDays(confirmedAt: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(confirmedAt).getTime()) / DAY_MS));
}

export const memberForLabel = (days: number) => `Member for ${days} ${days === 1 ? 'day' : 'days'}`;
