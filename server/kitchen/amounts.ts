// One way to say an amount, for every screen and every display field of the API: what a cook can
// measure, in the cook's system. Stored quantities stay exact; only what is shown is rounded.
//   pieces      fractions a knife makes: ⅓, ½, ⅔, ¾, 1¼ … (never 0.67), garlic in cloves
//   spoons      under 3 tbsp, when the ingredient is spooned: a pinch, ⅛ … ¾ tsp, 1½ tbsp
//   metric      g and ml in steps a scale and a jug show (133.33 g → 135 g), then kg and l (1.55 l)
//   US          oz and lb, cups (¼ … ¾), and a spooned ingredient by the cup, as US recipes write it
import { fractionText, HALVES, nearestWithParts, QUARTERS, THIRDS_AND_QUARTERS, WHOLE } from './fractions.ts';
import { GRAMS_IN, MILLILITRES_IN, type Measure } from './units.ts';
import type { UnitSystem } from '../contract/units.ts';

export { UNIT_SYSTEMS, type UnitSystem } from '../contract/units.ts';

/**
 * How far a shown amount may be from the exact one, once it is at least the smallest amount its unit
 * shows (a pinch, ¼ of a piece, 0.5 g): a fifth, the gap between ⅓ and ½ of a teaspoon. Counts and
 * metric weights keep well inside it; spoons need all of it, because spoon sets have no finer steps.
 */
export const AMOUNT_TOLERANCE = 0.2;

export interface ShownAmount {
  /** The amount a cook measures, in `unit`: the exact one rounded. */
  value: number;
  /** The unit measured ('g', 'tsp', 'clove', 'pinch', 'piece'); a piece of the ingredient itself is not written. */
  unit: string;
  /** '135 g', '½ tsp', '2 cloves', '⅔', 'a pinch'. */
  text: string;
}

const TSP = MILLILITRES_IN.tsp!;
/** Spoons up to 3 tablespoons; more is weighed (metric) or measured in cups (US). */
const SPOON_LIMIT_TSP = 9;

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = { leaf: 'leaves', loaf: 'loaves', knife: 'knives' };
/** Abbreviations take no plural: '2 tbsp', '500 g'. */
const ABBREVIATIONS = new Set([...Object.keys(GRAMS_IN), ...Object.keys(MILLILITRES_IN).filter((unit) => unit !== 'cup' && unit !== 'pinch')]);

/** 'cloves' for 2 and 1½, 'clove' for 1 and below; abbreviations as they are. */
export function unitWord(unit: string, value: number): string {
  if (unit === '' || value <= 1 || ABBREVIATIONS.has(unit)) return unit;
  if (IRREGULAR_PLURALS[unit]) return IRREGULAR_PLURALS[unit];
  return /(s|x|z|ch|sh)$/.test(unit) ? `${unit}es` : `${unit}s`;
}

/** 'Roma tomatoes', 'Limes', 'Cherries': an ingredient's name for more than one of it, by its last word. */
export function pluralName(name: string): string {
  const match = /^(.*?)([A-Za-z]+)$/.exec(name);
  if (!match) return name;
  const [, head, word] = match as unknown as [string, string, string];
  const lower = word.toLowerCase();
  if (/(s|x|z|ch|sh)$/.test(lower)) return name;
  if (/[^aeiou]y$/.test(lower)) return `${head}${word.slice(0, -1)}ies`;
  if (lower === 'tomato' || lower === 'potato') return `${head}${word}es`;
  if (IRREGULAR_PLURALS[lower]) return `${head}${word[0]}${IRREGULAR_PLURALS[lower].slice(1)}`;
  return `${head}${word}s`;
}

function shown(value: number, unit: string, text = fractionText(value)): ShownAmount {
  const word = unit === 'piece' ? '' : unitWord(unit, value);
  return { value, unit, text: word ? `${text} ${word}` : text };
}

/** Rounds to `step` and keeps at most three significant figures. */
const toStep = (value: number, step: number) => Number((Math.round(value / step) * step).toPrecision(3));

/** A metric weight or volume: steps a scale or a jug shows, then kilograms or litres. */
function metric(amount: number, small: 'g' | 'ml', large: 'kg' | 'l'): ShownAmount {
  const step = amount < 1 ? 0.1 : amount < 5 ? 0.5 : amount < 20 ? 1 : amount < 250 ? 5 : 10;
  const rounded = Math.max(0.1, toStep(amount, step));
  if (rounded < 1000) return { value: rounded, unit: small, text: `${rounded} ${small}` };
  const inLarge = Number((Math.max(amount, 1000) / 1000).toPrecision(3));
  return { value: inLarge, unit: large, text: `${inLarge} ${large}` };
}

/** The nearest value with one of these fractional parts; whole values keep three significant figures. */
const nearest = (value: number, parts: readonly number[]) => (parts === WHOLE ? Number(Math.round(value).toPrecision(3)) : nearestWithParts(value, parts));

/** A spoon measure for `tsp` teaspoons: a pinch, ⅛ to 2¾ tsp, then tablespoons in halves. */
function spoons(tsp: number): ShownAmount {
  if (tsp < 0.09) return { value: 1, unit: 'pinch', text: 'a pinch' };
  if (tsp < 0.19) return shown(1 / 8, 'tsp');
  const inTsp = nearestWithParts(tsp, tsp < 1 ? THIRDS_AND_QUARTERS : QUARTERS);
  if (inTsp < 3) return shown(inTsp, 'tsp');
  return shown(nearest(tsp / 3, HALVES), 'tbsp');
}

/** A count of pieces: thirds and quarters while a knife makes them, halves, then whole ones. */
function count(pieces: number, word: string): ShownAmount {
  const parts = pieces < 5 ? THIRDS_AND_QUARTERS : pieces < 20 ? HALVES : WHOLE;
  return shown(Math.max(1 / 4, nearest(pieces, parts)), word);
}

function usWeight(grams: number): ShownAmount {
  const oz = grams / GRAMS_IN.oz!;
  const roundedOz = nearest(oz, oz < 4 ? THIRDS_AND_QUARTERS : oz < 16 ? HALVES : WHOLE);
  if (roundedOz < 16) return shown(Math.max(1 / 4, roundedOz), 'oz');
  const lb = grams / GRAMS_IN.lb!;
  return shown(nearest(lb, lb < 10 ? QUARTERS : lb < 100 ? HALVES : WHOLE), 'lb');
}

function usVolume(ml: number): ShownAmount {
  const cups = ml / MILLILITRES_IN.cup!;
  return shown(Math.max(1 / 4, nearest(cups, cups < 4 ? THIRDS_AND_QUARTERS : cups < 16 ? HALVES : WHOLE)), 'cup');
}

/**
 * `quantity` of `unit` of an ingredient as a cook measures it in `system`. `measure` gives what the
 * ingredient allows (a piece's name, a spoon's weight); without it, the amount keeps its unit's kind.
 */
export function sayAmount(quantity: number, unit: string, measure: Measure | undefined, system: UnitSystem): ShownAmount {
  if (!Number.isFinite(quantity) || quantity <= 0) return shown(0, unit, '0');
  const grams = GRAMS_IN[unit];
  const millilitres = MILLILITRES_IN[unit];
  if (grams !== undefined) {
    const weight = quantity * grams;
    const perTsp = measure?.grams_per_tsp;
    if (perTsp != null && perTsp > 0) {
      const tsp = weight / perTsp;
      if (tsp < SPOON_LIMIT_TSP) return spoons(tsp);
      if (system === 'us') return usVolume(tsp * TSP);
    }
    return system === 'us' ? usWeight(weight) : metric(weight, 'g', 'kg');
  }
  if (millilitres !== undefined) {
    const volume = quantity * millilitres;
    if (volume < SPOON_LIMIT_TSP * TSP) return spoons(volume / TSP);
    return system === 'us' ? usVolume(volume) : metric(volume, 'ml', 'l');
  }
  // A count: of the ingredient itself ('⅔' onion), of its parts ('2 cloves'), or of a unit a cook named.
  return count(quantity, unit === 'piece' ? (measure?.count_word ?? 'piece') : unit);
}
