// What the stand-in checks of what it is given: urls to send a browser back to, and a form's secret.
import { timingSafeEqual } from 'node:crypto';
import { BillingRequestError } from '../../modules/billing/billing.port.ts';

/** An http(s) url, or a 400 naming what it was meant to be. */
export function checkUrl(value: string, what: string): void {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new BillingRequestError(`The ${what} is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BillingRequestError(`The ${what} is not a valid URL.`);
}

/** Compares a form's token with the session's in constant time. */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
