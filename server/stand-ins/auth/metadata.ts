// User metadata arrives from the browser and is echoed back into pages and tokens, so it is cleaned
// the way the product cleans its text inputs (spec §5): no tags, no angle brackets, no `javascript:`,
// no inline event handlers; trimmed; names at most 50 characters.
import { stripMarkup } from '../../sanitize.ts';
import { NAME_LENGTH } from '../../contract/accounts.ts';

/** A first or last name's most characters: the contract's, which the sign-up form also holds. */
export const NAME_MAX_LENGTH = NAME_LENGTH.max;
const OTHER_TEXT_MAX_LENGTH = 255;
const MAX_KEYS = 20;

/** The product's own cleaning (server/sanitize.ts), then the length limit. */
export function sanitizeText(value: string, maxLength: number): string {
  return [...stripMarkup(value)].slice(0, maxLength).join('').trim();
}

const NAME_KEYS = new Set(['firstName', 'lastName', 'full_name', 'name']);

/**
 * Keeps plain values only (text, numbers, booleans) under ordinary keys; text is cleaned. Nested
 * objects are dropped: nothing in the product reads them and they would only carry what we clean.
 */
export function sanitizeUserMetadata(data: Record<string, unknown> | undefined): Record<string, string | number | boolean> {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(data ?? {}).slice(0, MAX_KEYS)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(key)) continue;
    if (typeof value === 'string') clean[key] = sanitizeText(value, NAME_KEYS.has(key) ? NAME_MAX_LENGTH : OTHER_TEXT_MAX_LENGTH);
    else if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) clean[key] = value;
  }
  return clean;
}
