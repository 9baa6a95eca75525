// Calendar dates (YYYY-MM-DD) as the product stores them: no time zone, arithmetic in UTC so a
// daylight-saving change never moves a date.

export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export const todayUtc = (now: Date) => now.toISOString().slice(0, 10);
