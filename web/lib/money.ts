// What a cook paid, typed as they would write it: '3.49', '$3.49', '3,49'. One reader for every form
// that asks (the pantry's add dialog, the grocery list's confirm modal), sent to the API in cents.

/** The most one purchase may say it cost, in cents (the server's limit). */
export const MAX_PAID_CENTS = 100_000;

export const PAID_PROBLEM = 'Enter what you paid as an amount like 3.49, up to 1,000.';

/** Cents for a typed price; undefined when blank (nothing said); PAID_PROBLEM when it is not a price. */
export function paidCents(text: string): number | undefined | typeof PAID_PROBLEM {
  const trimmed = text.trim().replace(/^\$\s*/, '').replace(',', '.');
  if (trimmed === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return PAID_PROBLEM;
  const cents = Math.round(Number(trimmed) * 100);
  return cents > MAX_PAID_CENTS ? PAID_PROBLEM : cents;
}
