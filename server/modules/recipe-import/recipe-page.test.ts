// Each of our fixture pages (tests/fixtures/recipe-pages: the shapes recipe sites publish, written for
// this project) reads as its expected recipe, or as none.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minutesOf, parseLenient, readRecipePage, servingsOf } from './recipe-page.ts';

const PAGES = new URL('../../../tests/fixtures/recipe-pages/', import.meta.url);
const ORIGIN = 'http://recipes.example.test';
const slugs = fs
  .readdirSync(PAGES)
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.replace(/\.html$/, ''));

describe('a recipe page', () => {
  it('is one of at least 40 fixture pages', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(40);
  });

  it.each(slugs)('%s reads as expected', (slug) => {
    const expected = JSON.parse(fs.readFileSync(new URL(`${slug}.expected.json`, PAGES), 'utf8'));
    const html = fs.readFileSync(new URL(`${slug}.html`, PAGES), 'utf8');
    const recipe = readRecipePage(html, `${ORIGIN}/recipes/${slug}`);
    if (expected.refused) expect(recipe).toBeUndefined();
    else expect(recipe).toEqual(JSON.parse(JSON.stringify(expected.recipe).replaceAll('{origin}', ORIGIN)));
  });
});

describe('values in recipe markup', () => {
  it('reads ISO 8601 durations in minutes, and nothing else', () => {
    expect([minutesOf('PT1H30M'), minutesOf('P0DT1H15M'), minutesOf('PT90M'), minutesOf('PT1M29S'), minutesOf('PT1M30S'), minutesOf('P1D')]).toEqual([90, 75, 90, 1, 2, 1440]);
    expect([minutesOf('30 minutes'), minutesOf(''), minutesOf('P'), minutesOf('PT'), minutesOf(null)]).toEqual([null, null, null, null, null]);
  });

  it('takes the first whole number of a yield as servings', () => {
    expect([servingsOf('Makes 24 cookies'), servingsOf('4-6 servings'), servingsOf('one loaf'), servingsOf(null)]).toEqual([24, 4, null, null]);
  });

  it('repairs only the JSON breakages pages commonly carry', () => {
    expect(parseLenient('{"a": [1, 2,], }')).toEqual({ a: [1, 2] });
    expect(parseLenient('{"a": "line one\nline two"}')).toEqual({ a: 'line one\nline two' });
    expect(parseLenient('//<![CDATA[\n{"a": 1}\n//]]>')).toEqual({ a: 1 });
    expect(parseLenient('{"a": 1')).toBeUndefined();
  });
});
