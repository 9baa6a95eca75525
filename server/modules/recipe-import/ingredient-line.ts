// An ingredient line as recipes print it ('2 1/2 cups all-purpose flour, sifted', '1 (400 g) tin
// chopped tomatoes', '3-4 cloves garlic, minced', '½ tsp salt', '200g feta') read into an amount, a
// unit, the ingredient's words and the notes. By the line's structure, not a model: quantity first
// (numbers, fractions, vulgar fractions, words, ranges), then a unit from the table below, then the
// words, with what follows a comma or sits in brackets kept as notes. Pure.

export interface ParsedLine {
  raw: string;
  quantity: number | null;
  /** The upper end of a range ('3-4 cloves'), else null. */
  quantityMax: number | null;
  /** A canonical unit code (see UNIT_WORDS), 'piece' for a bare count; null without a quantity. */
  unit: string | null;
  /** The ingredient's words, as written, without amount, unit, sizes and preparation. */
  name: string;
  /** Preparation and remarks: 'sifted', 'finely chopped', 'to taste', 'optional'. */
  notes: string | null;
  /** The words before any comma, preparation included ('chopped tomatoes'): what a synonym may name. */
  phrase: string;
  /** The container the line names ('can', 'jar'), which tells tinned tomatoes from fresh. */
  container: string | null;
  /** A weight or volume the notes give beside a count ('8 chicken thighs (about 3 lb)'). */
  alternative: { quantity: number; unit: string } | null;
}

const VULGAR: Record<string, number> = { '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅕': 1 / 5, '⅖': 2 / 5, '⅗': 3 / 5, '⅘': 4 / 5, '⅙': 1 / 6, '⅚': 5 / 6, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8 };

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  dozen: 12, 'a dozen': 12, half: 0.5, 'a half': 0.5, 'one half': 0.5, quarter: 0.25, 'a quarter': 0.25, 'a couple of': 2, couple: 2, 'a few': 3,
};

/** Unit words (lower case, singular and plural, with and without a full stop) to canonical codes. */
const UNIT_WORDS: Record<string, string> = {};
function units(code: string, ...words: string[]) {
  for (const word of [code, ...words]) UNIT_WORDS[word] = code;
}
units('g', 'gram', 'grams', 'gr', 'grs', 'gm', 'gms', 'gramme', 'grammes');
units('kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes');
units('mg', 'milligram', 'milligrams');
units('oz', 'ounce', 'ounces', 'ozs');
units('lb', 'lbs', 'pound', 'pounds', '#');
units('ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'mL');
units('l', 'litre', 'litres', 'liter', 'liters', 'ltr', 'lt');
units('dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters');
units('cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters');
units('tsp', 'tsps', 'teaspoon', 'teaspoons', 'tspn', 'tspns', 'ts');
units('tbsp', 'tbsps', 'tablespoon', 'tablespoons', 'tbs', 'tbl', 'tbls', 'tblsp', 'tblspn', 'tbsps');
units('cup', 'cups', 'c');
units('fl oz', 'fl. oz', 'fl.oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces', 'fl oz', 'fl ozs');
units('pint', 'pints', 'pt', 'pts');
units('quart', 'quarts', 'qt', 'qts');
units('gallon', 'gallons', 'gal', 'gals');
units('pinch', 'pinches');
units('dash', 'dashes', 'splash', 'splashes');
units('clove', 'cloves');
units('slice', 'slices', 'rasher', 'rashers');
units('can', 'cans', 'tin', 'tins');
units('bunch', 'bunches');
units('sprig', 'sprigs');
units('head', 'heads');
units('stick', 'sticks');
units('package', 'packages', 'pkg', 'pkgs', 'packet', 'packets', 'pack', 'packs', 'envelope', 'envelopes', 'sachet', 'sachets');
units('jar', 'jars');
units('handful', 'handfuls');
units('leaf', 'leaves');
units('stalk', 'stalks', 'rib', 'ribs');
units('fillet', 'fillets', 'filet', 'filets');

/** Units longest first, so 'fl oz' is read before 'fl' could be and 'tablespoons' before 'tablespoon'. */
const UNIT_PATTERN = [...Object.keys(UNIT_WORDS), 't', 'tb']
  .filter((word) => word !== '#' && word !== 'mL')
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[.]/g, '\\.').replace(/ /g, '\\s*'))
  .join('|');

/** Words about size or measure that sit between the amount and the unit or name: dropped. */
const SIZES = new Set(['large', 'medium', 'small', 'big', 'extra-large', 'extra large', 'jumbo', 'heaping', 'heaped', 'level', 'rounded', 'generous', 'scant', 'good', 'full', 'thick', 'thin', 'medium-sized', 'large-sized', 'small-sized', 'fat', 'plump']);

/** Units a line may name after the ingredient ('2 garlic cloves', '5 thyme sprigs', '2 bay leaves'). */
const TRAILING_UNITS = new Set(['clove', 'leaf', 'sprig', 'fillet', 'stalk', 'slice', 'head', 'bunch']);
/** Units written without a number mean one ('handful of coriander', 'pinch of salt'). */
const ONE_OF = /^(handful|pinch|dash|splash|knob|sprig|bunch)\s+of\s+/i;

/** Preparation words that, written before the name, are notes ('finely chopped fresh parsley'). */
const PREPARATION = new Set([
  'chopped', 'finely', 'roughly', 'coarsely', 'thinly', 'thickly', 'freshly', 'minced', 'diced', 'sliced', 'grated', 'shredded', 'crushed', 'peeled', 'seeded', 'deseeded', 'cubed', 'halved', 'quartered',
  'julienned', 'trimmed', 'softened', 'melted', 'beaten', 'sifted', 'toasted', 'packed', 'lightly', 'firmly', 'loosely', 'cooked', 'uncooked', 'drained', 'rinsed', 'zested', 'juiced', 'pitted', 'cored',
  'mashed', 'torn', 'crumbled', 'snipped', 'room-temperature', 'cold', 'warm', 'hot', 'boiling', 'ground-up',
]);

/** Remarks that end a line without a comma: kept as notes. */
const TRAILING_NOTES = /\s*(?:,\s*)?\b(to taste|for garnish(?:ing)?|for serving|to serve|for frying|for greasing|for dusting|for drizzling|optional|divided|as needed|or to taste|plus (?:more|extra)\b.*|or more\b.*|at room temperature|if needed|if desired)\s*$/i;

const NUMBER = String.raw`(?:\d+\s*-\s*\d+\s*\/\s*\d+|\d+\s+\d+\s*\/\s*\d+|\d+\s*[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|\d+\s*\/\s*\d+|\d+(?:[.,]\d+)?|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])`;
const WORD_NUMBER = String.raw`(?:a\s+dozen|a\s+half|one\s+half|a\s+quarter|a\s+couple\s+of|a\s+few|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|half|quarter|couple|an|a)`;
const AMOUNT = String.raw`(?:${NUMBER}|${WORD_NUMBER}(?![a-z]))`;
const RANGE = new RegExp(String.raw`^(${AMOUNT})(?:\s*(?:-|–|—|to|or)\s*(${AMOUNT}))?`, 'i');
const UNIT_AT_START = new RegExp(String.raw`^(${UNIT_PATTERN})(?![a-z])\.?`, 'i');

export function parseNumber(text: string): number | undefined {
  const value = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (value in NUMBER_WORDS) return NUMBER_WORDS[value];
  const mixed = value.match(/^(\d+) ?[ -] ?(\d+) ?\/ ?(\d+)$/);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = value.match(/^(\d+) ?\/ ?(\d+)$/);
  if (fraction) return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2]);
  const vulgar = value.match(/^(\d*) ?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])$/);
  if (vulgar) return Number(vulgar[1] || 0) + VULGAR[vulgar[2]!]!;
  // A decimal comma (European recipes: '1,5 kg') reads as a point.
  const decimal = Number(value.replace(',', '.'));
  return Number.isFinite(decimal) ? decimal : undefined;
}

/** The unit a word names, or undefined. Single letters keep their case: 'T' is a tablespoon, 't' a teaspoon. */
export function unitOf(word: string): string | undefined {
  const trimmed = word.trim().replace(/\.$/, '');
  if (trimmed === 'T' || trimmed === 'Tbsp' || trimmed === 'TB') return 'tbsp';
  if (trimmed === 't') return 'tsp';
  return UNIT_WORDS[trimmed.toLowerCase().replace(/\.\s*/g, '. ').replace(/\s+/g, ' ')] ?? UNIT_WORDS[trimmed.toLowerCase().replace(/[.\s]/g, '')] ?? UNIT_WORDS[trimmed.toLowerCase()];
}

function normalise(line: string): string {
  return line
    .normalize('NFC')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/⁄/g, '/')
    .replace(/^[\s▢☐□•●○◦▪\-–*·]+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Amount {
  quantity: number;
  quantityMax: number | null;
  unit: string | null;
  rest: string;
  container?: string;
}

const CONTAINERS = String.raw`can|cans|tin|tins|jar|jars|package|packages|packet|packets|pack|packs|bag|bags|box|boxes|carton|cartons|bottle|bottles|block|blocks|container|containers`;
const SIZE_IN_BRACKETS = new RegExp(String.raw`^\(\s*(${NUMBER})\s*-?\s*(${UNIT_PATTERN})(?![a-z])\.?\s*(?:each|${CONTAINERS})?\s*(?:[,;]([^)]*))?\)\s*`, 'i');

/** Reads 'N', 'N-M', 'N unit', 'N (size unit) container', 'N x size unit container', 'N size-unit containers'. */
function readAmount(text: string): Amount | undefined {
  const bare = text.match(ONE_OF);
  if (bare) return { quantity: 1, quantityMax: null, unit: unitOf(bare[1]!) ?? 'piece', rest: text.slice(bare[0].length) };
  const range = text.match(RANGE);
  if (!range) return undefined;
  const quantity = parseNumber(range[1]!);
  if (quantity === undefined) return undefined;
  const quantityMax = range[2] !== undefined ? (parseNumber(range[2]) ?? null) : null;
  let rest = text.slice(range[0].length).trim();
  // '1 x 400g can', '2 x 14 oz cans': the count times the size.
  const times = rest.match(new RegExp(String.raw`^[x×]\s*(${NUMBER})\s*(${UNIT_PATTERN})(?![a-z])\.?\s*`, 'i'));
  if (times) {
    const size = parseNumber(times[1]!);
    const unit = unitOf(times[2]!);
    if (size !== undefined && unit) return dropContainer({ quantity: quantity * size, quantityMax: null, unit, rest: rest.slice(times[0].length) });
  }
  // '1 (400 g) tin', '2 (14.5-ounce) cans': the count times the size in brackets.
  const bracketed = rest.match(SIZE_IN_BRACKETS);
  if (bracketed) {
    const size = parseNumber(bracketed[1]!);
    const unit = unitOf(bracketed[2]!);
    if (size !== undefined && unit) return dropContainer({ quantity: quantity * size, quantityMax: quantityMax === null ? null : quantityMax * size, unit, rest: rest.slice(bracketed[0].length) });
  }
  // 'two 15-ounce cans', '1 400g tin': a size right after the count.
  const sized = rest.match(new RegExp(String.raw`^(${NUMBER})\s*-?\s*(${UNIT_PATTERN})(?![a-z])\.?\s+(?=(?:${CONTAINERS})\b)`, 'i'));
  if (sized) {
    const size = parseNumber(sized[1]!);
    const unit = unitOf(sized[2]!);
    if (size !== undefined && unit) return dropContainer({ quantity: quantity * size, quantityMax: quantityMax === null ? null : quantityMax * size, unit, rest: rest.slice(sized[0].length) });
  }
  rest = dropSizes(rest);
  if (rest.startsWith('#')) return { quantity, quantityMax, unit: 'lb', rest: rest.slice(1).trim() };
  const unit = rest.match(UNIT_AT_START);
  // 'T'/'t' alone and 'c' alone are units only when a space or full stop follows ('2 c. flour', not '2 carrots').
  if (unit && unitOf(unit[1]!) && !(unit[1]!.length === 1 && !/^(?:[.\s]|$)/.test(rest.slice(unit[1]!.length)))) {
    let code = unit[1] === 'T' ? 'tbsp' : unit[1] === 't' ? 'tsp' : unitOf(unit[1]!)!;
    rest = rest.slice(unit[0].length).trim();
    // Sticks of celery or rhubarb are stalks; a stick is butter's.
    if (code === 'stick' && /^(of\s+)?(celery|rhubarb|lemongrass)/i.test(rest)) code = 'stalk';
    // '1 can (15 oz) black beans': the size in brackets after the container is the amount.
    const size = ['can', 'jar', 'package'].includes(code) ? rest.match(SIZE_IN_BRACKETS) : null;
    if (size && parseNumber(size[1]!) !== undefined && unitOf(size[2]!)) {
      const each = parseNumber(size[1]!)!;
      return { quantity: quantity * each, quantityMax: quantityMax === null ? null : quantityMax * each, unit: unitOf(size[2]!)!, rest: rest.slice(size[0].length).replace(/^of\s+/i, ''), container: code };
    }
    return { quantity, quantityMax, unit: code, rest: dropSizes(rest.replace(/^of\s+/i, '')), ...(['can', 'jar', 'package'].includes(code) && { container: code }) };
  }
  // 'half an onion', 'a dozen of eggs'; '2 garlic cloves', '4 salmon fillets': the unit after the name.
  rest = rest.replace(/^(?:an?|of|ears?\s+of|ears?)\s+/i, '');
  const beforeComma = rest.split(/[,(]/)[0]!.trim().split(/\s+/);
  const trailing = unitOf(beforeComma.at(-1) ?? '');
  return { quantity, quantityMax, unit: trailing && TRAILING_UNITS.has(trailing) && beforeComma.length > 1 ? trailing : 'piece', rest };
}

/** After a sized amount, the container word goes: '400 g' of tomatoes, not of tins. */
function dropContainer(amount: Amount): Amount {
  const container = amount.rest.trim().match(new RegExp(String.raw`^(${CONTAINERS})\b\.?\s*`, 'i'));
  const rest = (container ? amount.rest.trim().slice(container[0].length) : amount.rest).replace(/^of\s+/i, '');
  return { ...amount, rest, ...(container && { container: unitOf(container[1]!) ?? container[1]!.toLowerCase() }) };
}

function dropSizes(text: string): string {
  let rest = text.trim();
  for (;;) {
    const word = rest.match(/^([a-z-]+(?: large)?)\s+/i);
    if (!word || !SIZES.has(word[1]!.toLowerCase())) return rest;
    rest = rest.slice(word[0].length);
  }
}

export function parseIngredientLine(raw: string): ParsedLine {
  let text = normalise(raw);
  const notes: string[] = [];
  // 'Juice of 1 lemon', 'zest of 2 limes': the fruit is what is bought.
  const partOf = text.match(/^(juice|zest|zest and juice|juice and zest|grated zest|finely grated zest|seeds|flesh|segments|leaves)\s+(?:of|from)\s+(.*)$/i);
  if (partOf) {
    notes.push(partOf[1]!.toLowerCase());
    text = partOf[2]!;
  }
  let amount = readAmount(text);
  if (!amount) {
    // 'Salt, a pinch', 'Flour: 200 g': the amount after the name.
    const after = text.match(/^([^,:]+?)\s*[,:]\s*(.+)$/);
    const tail = after ? readAmount(after[2]!) : undefined;
    if (after && tail && tail.rest.trim() === '') amount = { ...tail, rest: after[1]! };
  }
  let rest = (amount?.rest ?? text).trim();

  // Brackets are notes: '1 onion (finely chopped)', '1 cup milk (whole or 2%)'.
  rest = rest.replace(/\(([^)]*)\)?/g, (_whole, inner: string) => {
    if (inner.trim()) notes.push(inner.trim());
    return ' ';
  });
  const trailing = rest.match(TRAILING_NOTES);
  if (trailing) {
    notes.push(trailing[1]!.trim());
    rest = rest.slice(0, trailing.index);
  }
  // Describing words before a comma are not the name: 'bone-in, skin-on chicken thighs'.
  rest = rest.replace(/^((?:[a-z]+-[a-z]+|boneless|skinless|large|small|medium|ripe|fresh)\s*,\s*)+/i, (words) => words.replace(/,/g, ' '));
  // What follows the first comma is preparation: '3 cloves garlic, minced'.
  const comma = rest.indexOf(',');
  if (comma >= 0) {
    const after = rest.slice(comma + 1).trim();
    if (after) notes.unshift(after);
    rest = rest.slice(0, comma);
  }
  const phrase = rest.replace(/\s+/g, ' ').trim();
  // Preparation words before the name move to the notes: 'finely chopped fresh parsley'.
  const words = rest.trim().split(/\s+/).filter(Boolean);
  const leading: string[] = [];
  while (words.length > 1 && (PREPARATION.has(words[0]!.toLowerCase().replace(/,$/, '')) || /^(and|or)$/i.test(words[0]!))) leading.push(words.shift()!);
  if (leading.length > 0) notes.unshift(leading.join(' '));
  const name = dropSizes(words.join(' '))
    .replace(/^(?:of|the)\s+/i, '')
    .replace(/[\s,;:.*]+$/, '')
    .trim();
  return {
    raw,
    quantity: amount ? round(amount.quantity) : null,
    quantityMax: amount?.quantityMax != null ? round(amount.quantityMax) : null,
    unit: amount?.unit ?? null,
    name,
    notes: notes.length > 0 ? notes.join('; ') : null,
    phrase: dropSizes(phrase),
    container: amount?.container ?? null,
    alternative: alternativeIn(notes, amount?.quantityMax ?? amount?.quantity ?? 1),
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

const MEASURED = new Set(['g', 'kg', 'oz', 'lb', 'ml', 'l', 'cup', 'tbsp', 'tsp', 'fl oz']);

/** The first weight or volume in the notes: 'about 3 lb / 1.4 kg', '400 g', '15 oz each' (times the count). */
function alternativeIn(notes: string[], count: number): { quantity: number; unit: string } | null {
  for (const note of notes) {
    const found = note.match(new RegExp(String.raw`(?:^|\s|~)(${NUMBER})\s*(${UNIT_PATTERN})(?![a-z])\.?(\s+each)?`, 'i'));
    const quantity = found ? parseNumber(found[1]!) : undefined;
    const unit = found ? unitOf(found[2]!) : undefined;
    if (quantity !== undefined && quantity > 0 && unit && MEASURED.has(unit)) return { quantity: round(found![3] ? quantity * count : quantity), unit };
  }
  return null;
}
