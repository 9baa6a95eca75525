// A recipe pasted as text (from an email, a note, a page without markup) read by its structure: the
// title is the first line, headings ('Ingredients', 'Method') split the parts, and without headings
// the short lines that start with an amount are the ingredients and the rest the steps. Lines such as
// 'Serves 4' or 'Prep: 15 min' fill in servings and times. Pure.
import { parseIngredientLine } from './ingredient-line.ts';
import type { ImportedRecipe } from './recipe-page.ts';

const INGREDIENTS_HEADING = /^(?:ingredients?|you(?:'|’)?ll need|you will need|what you(?:'|’)?ll need|shopping list)\s*:?$/i;
const STEPS_HEADING = /^(?:method|directions?|instructions?|preparation|steps?|how to make(?: it)?|to make)\s*:?$/i;
/** A part within the ingredients ('For the dressing:'): a heading, not an ingredient. */
const SUBHEADING = /^(?:for the\s+.+|.{1,40}:)$/i;
const SERVES = /^(?:serves|servings|yield|yields|makes)\s*:?\s*(.+)$/i;
const TIME = /^(prep(?:aration)?|cook(?:ing)?|total)(?:\s+time)?\s*:?\s*(.+)$/i;

/** '1 hr 15 min', '45 minutes', '1½ hours', '20 mins' in minutes. */
export function minutesInWords(text: string): number | null {
  let minutes = 0;
  let found = false;
  for (const match of text.matchAll(/(\d+(?:[.,]\d+)?|½)\s*(h(?:ou)?rs?|hrs?|h\b|m(?:in(?:ute)?s?)?\b)/gi)) {
    const value = match[1] === '½' ? 0.5 : Number(match[1]!.replace(',', '.'));
    minutes += /^h/i.test(match[2]!) ? value * 60 : value;
    found = true;
  }
  return found ? Math.round(minutes) : null;
}

const STEP_NUMBER = /^(?:step\s*)?\d{1,2}\s*[.):-]\s*|^step\s+\d{1,2}\s*/i;

export function readRecipeText(text: string): ImportedRecipe | undefined {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim());
  const recipe: ImportedRecipe = { name: '', description: null, imageUrl: null, yields: null, servings: null, prepMinutes: null, cookMinutes: null, totalMinutes: null, ingredients: [], instructions: [], cuisine: null, category: null };
  let part: 'intro' | 'ingredients' | 'steps' = 'intro';
  const intro: string[] = [];
  const hasHeadings = lines.some((line) => INGREDIENTS_HEADING.test(line));
  for (const line of lines) {
    if (!line) continue;
    if (!recipe.name) {
      recipe.name = line.replace(/^#+\s*/, '');
      continue;
    }
    if (INGREDIENTS_HEADING.test(line)) {
      part = 'ingredients';
      continue;
    }
    if (STEPS_HEADING.test(line)) {
      part = 'steps';
      continue;
    }
    const serves = line.match(SERVES);
    if (serves && part !== 'steps') {
      recipe.yields = serves[1]!.trim();
      recipe.servings = Number(serves[1]!.match(/\d+/)?.[0] ?? '') || null;
      continue;
    }
    const time = line.match(TIME);
    if (time && part !== 'steps' && minutesInWords(time[2]!) !== null) {
      const minutes = minutesInWords(time[2]!);
      const kind = time[1]!.toLowerCase();
      if (kind.startsWith('prep')) recipe.prepMinutes = minutes;
      else if (kind.startsWith('cook')) recipe.cookMinutes = minutes;
      else recipe.totalMinutes = minutes;
      continue;
    }
    if (hasHeadings && part === 'ingredients') {
      // 'For the dressing:' heads a part of the list; it is not an ingredient.
      if (!(SUBHEADING.test(line) && parseIngredientLine(line).quantity === null)) recipe.ingredients.push(withoutBullet(line));
      continue;
    }
    if (!hasHeadings && part !== 'steps') {
      if (looksLikeIngredient(line)) {
        recipe.ingredients.push(withoutBullet(line));
        part = 'ingredients';
        continue;
      }
      // Without headings, the first line after the list that is not an amount starts the steps.
      if (part === 'ingredients') part = 'steps';
    }
    if (part === 'steps') {
      const step = line.replace(STEP_NUMBER, '').trim();
      if (step) recipe.instructions.push(step);
      continue;
    }
    intro.push(line);
  }
  recipe.description = intro.join(' ') || null;
  return recipe.name && recipe.ingredients.length > 0 ? recipe : undefined;
}

const withoutBullet = (line: string) => line.replace(/^[-•*▢☐]\s*/, '');

/** A short line that starts with an amount or a bullet: '2 cups flour', '- salt'. */
function looksLikeIngredient(line: string): boolean {
  if (line.length > 120 || (/[.!?]$/.test(line) && line.split(' ').length > 8)) return false;
  return /^[-•*▢☐]\s*\S/.test(line) || parseIngredientLine(line).quantity !== null;
}
