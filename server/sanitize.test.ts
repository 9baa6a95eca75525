import { describe, expect, it } from 'vitest';
import { stripMarkup, toPlainText } from './sanitize.ts';

describe('stripMarkup', () => {
  it.each([
    ['<script>alert(1)</script>Ann', 'alert(1)Ann'],
    ['Ann <b>Cook</b>', 'Ann Cook'],
    ['a > b < c', 'a b c'],
    ['javascript:alert(1)', 'alert(1)'],
    ['JaVaScRiPt :void(0)', 'void(0)'],
    ['x onerror=alert(1) y', 'x y'],
    ['java<b>script:</b>go', 'go'],
    ['  Mary   Ann  ', 'Mary Ann'],
  ])('%j becomes %j', (input, expected) => {
    expect(stripMarkup(input)).toBe(expected);
  });
  it('takes out a javascript: URL split by tabs or line breaks, which a browser joins back', () => {
    expect(stripMarkup('java\tscript:alert(1)')).toBe('alert(1)');
    expect(toPlainText('java\tscript:alert(1)')).toBe('alert(1)');
    expect(toPlainText('j\na\rv\tascript :go')).toBe('go');
  });
  it('leaves ordinary names alone', () => {
    expect(stripMarkup("Zoë O'Brien-Smith")).toBe("Zoë O'Brien-Smith");
  });
});
