// Numbers as a kitchen writes them: '1½', '⅔', '¾', never '0.67' or '1.5'.

const GLYPHS: ReadonlyArray<readonly [number, string]> = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];

/** The fractional parts a measure is rounded to. */
export const QUARTERS = [0, 1 / 4, 1 / 2, 3 / 4] as const;
export const HALVES = [0, 1 / 2] as const;
export const THIRDS_AND_QUARTERS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4] as const;
export const WHOLE = [0] as const;

/** The value nearest `value` whose fractional part is one of `parts` (a whole number plus a part). */
export function nearestWithParts(value: number, parts: readonly number[]): number {
  const whole = Math.floor(value);
  let best = whole;
  for (const candidate of [...parts.map((part) => whole + part), whole + 1]) {
    if (Math.abs(candidate - value) < Math.abs(best - value) - 1e-12) best = candidate;
  }
  return best;
}

/** '1½' for 1.5, '⅔' for 0.666…, '3' for 3; a part with no glyph is written in decimals. */
export function fractionText(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const part = value - whole;
  if (part < 1e-6) return String(whole);
  const glyph = GLYPHS.find(([fraction]) => Math.abs(fraction - part) < 1e-6)?.[1];
  if (!glyph) return String(Math.round(value * 100) / 100);
  return whole === 0 ? glyph : `${whole}${glyph}`;
}
