import { describe, expect, it } from 'vitest';
import { holdsBrokenText } from './text.ts';

describe('text the product can keep', () => {
  it('refuses a NUL and an unpaired surrogate, wherever they sit', () => {
    for (const value of ['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800', ['ok', 'a\u0000'], { name: { note: '\ud83d' } }, { ['k\u0000']: 1 }]) expect(holdsBrokenText(value), JSON.stringify(value)).toBe(true);
  });
  it('keeps every other character, emoji and accents included', () => {
    for (const value of ['Zoë', 'Crème brûlée 🍮', '', 'tab\tand\nline', 42, null, { a: ['😀', 1, true] }]) expect(holdsBrokenText(value), JSON.stringify(value)).toBe(false);
  });
});
