// Time as Stripe counts it: whole seconds since the epoch, and billing periods of whole months.

export const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Stripe keeps whole seconds; so do we, so what we store is what we answer. */
export const wholeSeconds = (date: Date) => new Date(seconds(date) * 1000);

/** The anchor plus n months, the day clamped to the month's last (Jan 31 + 1 month = Feb 28). */
export function addMonths(anchor: Date, months: number): Date {
  const total = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay), anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds()),
  );
}
