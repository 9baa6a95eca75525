// Text the product can keep: PostgreSQL refuses a NUL character in text and an unpaired surrogate
// in JSON, so either, let through, failed an event's append with a 500. Refused at the edge instead.

/** A NUL, or half of a surrogate pair without its other half. */
const BROKEN = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BROKEN_TEXT_MESSAGE = 'Text cannot hold a NUL character or a broken character (half of a surrogate pair): remove it and try again.';

/** Whether any string in `value` (keys of objects included) holds a character the product cannot keep. */
export function holdsBrokenText(value: unknown): boolean {
  if (typeof value === 'string') return BROKEN.test(value);
  if (Array.isArray(value)) return value.some(holdsBrokenText);
  if (value !== null && typeof value === 'object') return Object.entries(value).some(([key, inner]) => BROKEN.test(key) || holdsBrokenText(inner));
  return false;
}
