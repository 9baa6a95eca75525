// Recipe pictures (spec §2: /images/recipeImages/{id}.jpg): the dish seen from above, drawn the way
// its kind is served (a bowl of broth, leaves on a plate, tacos, a baking dish) in the colours of
// its main ingredients, on the table and plates of its cuisine, with a little of what went into it
// on the table beside it. Seeded by the recipe's id: the same recipe always gets the same picture.
import { at, ball, chili, citrusSlice, darker, leaf, lighter, mix, plate, seeded, seedOf, spreadInDisc, svgDocument } from './drawing.ts';
import { ingredientShapeSvg } from './ingredient-art.ts';
import { lookOf, roleOf, type Look, type Role } from './ingredient-looks.ts';
import { dishKindOf, type DishKind } from './recipe-dish.ts';

export const RECIPE_WIDTH = 640;
export const RECIPE_HEIGHT = 480;

export interface RecipeForArt {
  id: string;
  name: string;
  cuisines: readonly string[];
  foodTypes: readonly string[];
  ingredients: ReadonlyArray<{ ingredient: string; quantity: number }>;
}

interface FactForArt {
  name: string;
  primary_food_group: string;
  grams_per_unit: number | null;
}

interface Item {
  name: string;
  grams: number;
  look: Look;
  role: Role;
  /** The colour it has once cooked (browned meat, golden chicken); raw produce keeps its own. */
  colour: string;
}

interface Table {
  background: [string, string];
  rim: string;
  well: string;
  chopsticks?: string;
  /** A pattern on the table cloth: stripes or checks, in this colour. */
  cloth?: { kind: 'checks' | 'stripes'; colour: string };
}

const tables: Record<string, Table> = {
  Italian: { background: ['#f6ead9', '#e9cfaa'], rim: '#fbfaf6', well: '#f1ede4', cloth: { kind: 'checks', colour: '#c8392f' } },
  Mexican: { background: ['#f6b440', '#e0862a'], rim: '#2f7fa8', well: '#fbf6ea' },
  Indian: { background: ['#8a2f1d', '#5f1f14'], rim: '#d9a441', well: '#f3e6c8' },
  Japanese: { background: ['#27405a', '#182a3b'], rim: '#3b3b40', well: '#f1ece2', chopsticks: '#b5835a' },
  Korean: { background: ['#b8323a', '#8e232b'], rim: '#e9e5dc', well: '#f8f6f0', chopsticks: '#c9c9cc' },
  Thai: { background: ['#2f7d4f', '#1f5c39'], rim: '#f4efe3', well: '#ece5d4' },
  Chinese: { background: ['#a3201f', '#7c1616'], rim: '#f4f1ea', well: '#faf8f3', chopsticks: '#2b2b2b' },
  French: { background: ['#e3e7f3', '#b9c2df'], rim: '#fbfaf6', well: '#f2f0ea', cloth: { kind: 'stripes', colour: '#7d8fc4' } },
  Spanish: { background: ['#e76f51', '#c4502f'], rim: '#b5532e', well: '#f3e3c8' },
  Mediterranean: { background: ['#2d7fb3', '#1f5f8b'], rim: '#fdfcf8', well: '#f2f0ea' },
  Greek: { background: ['#eef4f8', '#a9c9df'], rim: '#2f6fa8', well: '#fbfaf5' },
  'Middle Eastern': { background: ['#ecc58f', '#c88f52'], rim: '#2f7f86', well: '#f6efe2' },
  American: { background: ['#4a78b0', '#2a4f80'], rim: '#ffffff', well: '#f3efe6', cloth: { kind: 'checks', colour: '#d8433a' } },
  Vietnamese: { background: ['#f0d48e', '#d1a85a'], rim: '#f6f3ec', well: '#ebe4d4', chopsticks: '#8a5a34' },
};

function cookedColour(look: Look, name: string) {
  if (look.shape === 'steak') return /pork/i.test(name) ? '#c98a5a' : '#7a3f2a';
  if (look.shape === 'mince') return /chicken|turkey/i.test(name) ? '#d9b08a' : '#8a4a30';
  if (look.shape === 'drumstick' || (look.shape === 'fillet' && /chicken|turkey/i.test(name))) return '#d9a05b';
  if (look.shape === 'bacon') return '#b5503a';
  if (look.shape === 'block' && /tofu/i.test(name)) return '#f2e2b8';
  return look.colour;
}

function itemsOf(recipe: RecipeForArt, facts: Map<string, FactForArt>): Item[] {
  return recipe.ingredients
    .map(({ ingredient, quantity }) => {
      const fact = facts.get(ingredient.toLowerCase());
      const group = fact?.primary_food_group ?? 'Other';
      const look = lookOf(ingredient, group);
      return { name: ingredient, grams: quantity * (fact?.grams_per_unit ?? 1), look, role: roleOf(ingredient, group, look), colour: cookedColour(look, ingredient) };
    })
    .sort((a, b) => b.grams - a.grams);
}

/** The colour of the liquid or sauce a dish sits in: named sauces first, then a blend of what is in the pot. */
function sauceColour(recipe: RecipeForArt, items: Item[], kind: DishKind) {
  const name = recipe.name.toLowerCase();
  const has = (pattern: RegExp) => items.some((item) => pattern.test(item.name));
  const named: Array<[boolean, string]> = [
    [/green curry|saag|green shakshuka|green parsley|pesto/.test(name), '#8fae45'],
    [/red curry|rogan josh|tomato|chili\b|red pepper|shakshuka|ragù|minestrone|tortilla soup|spicy/.test(name) || has(/crushed tomatoes|tomato sauce|marinara|kimchi|gochujang/i), '#c8452c'],
    [/massaman|mapo|red-braised|soy|caramel|teriyaki|bulgogi/.test(name), '#8a4a24'],
    [/butter chicken|korma|tikka/.test(name), '#e08a3a'],
    [/dal|lentil|split pea|pumpkin|squash|butternut/.test(name), '#e59a35'],
    [/black bean/.test(name), '#3a2a26'],
    [/miso/.test(name), '#c9a35a'],
    [/coconut|chowder|leek and potato|cream|avgolemono|congee|porridge/.test(name) || has(/coconut milk|heavy cream|half and half/i), '#f1e6cc'],
    [kind === 'curry', '#dc7d2a'],
  ];
  const found = named.find(([matches]) => matches);
  if (found) return found[1];
  const pot = items.filter((item) => item.role !== 'minor' && item.role !== 'green').slice(0, 4);
  if (pot.length === 0) return '#e3b862';
  const broth = '#e3b862';
  return pot.reduce((colour, item, i) => mix(colour, item.role === 'liquid' ? broth : item.colour, 0.35 / (i + 1)), broth);
}

const EAST_ASIAN = new Set(['Japanese', 'Korean', 'Chinese', 'Vietnamese', 'Thai']);

function clothOf(table: Table) {
  if (!table.cloth) return '';
  const { kind, colour } = table.cloth;
  if (kind === 'stripes') return Array.from({ length: 9 }, (_, i) => `<rect x="${i * 100}" y="0" width="36" height="600" fill="${colour}" opacity="0.12"/>`).join('');
  return Array.from({ length: 8 }, (_, i) => `<rect x="${i * 110}" y="0" width="55" height="600" fill="${colour}" opacity="0.1"/><rect x="0" y="${i * 110}" width="800" height="55" fill="${colour}" opacity="0.1"/>`).join('');
}

/** Everything a drawing of one dish needs. */
interface Ctx {
  recipe: RecipeForArt;
  items: Item[];
  table: Table;
  rand: () => number;
  seed: number;
  sauce: string;
  proteins: Item[];
  veg: Item[];
  greens: Item[];
  starch: Item | undefined;
  has: (pattern: RegExp) => boolean;
}

const colourList = (items: Item[], fallback: string[]) => (items.length ? items.map((item) => item.colour) : fallback);

/** Pieces scattered over a disc: cubes, rounds, slices or strips in the given colours. */
function pieces(ctx: Ctx, count: number, cx: number, cy: number, radius: number, colours: string[], style: 'cube' | 'round' | 'slice' | 'strip', size = 24) {
  const rand = seeded(ctx.seed + count + Math.round(cx));
  return spreadInDisc(count, cx, cy, radius, rand() * 6)
    .map(([x, y], i) => {
      const colour = colours[i % colours.length]!;
      const s = size * (0.8 + rand() * 0.4);
      const turn = rand() * 180;
      if (style === 'round') return ball(x, y, s * 0.55, colour, 0.25);
      if (style === 'slice') return `<ellipse cx="${x}" cy="${y}" rx="${s * 0.8}" ry="${s * 0.45}" fill="${colour}" transform="rotate(${turn} ${x} ${y})"/><ellipse cx="${x}" cy="${y - s * 0.1}" rx="${s * 0.5}" ry="${s * 0.15}" fill="#fff" opacity="0.18" transform="rotate(${turn} ${x} ${y})"/>`;
      if (style === 'strip') return `<rect x="${x - s}" y="${y - s * 0.22}" width="${s * 2}" height="${s * 0.44}" rx="${s * 0.2}" fill="${colour}" transform="rotate(${turn} ${x} ${y})"/>`;
      return `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s}" rx="${s * 0.22}" fill="${colour}" transform="rotate(${turn} ${x} ${y})"/><rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s * 0.3}" rx="${s * 0.15}" fill="#fff" opacity="0.15" transform="rotate(${turn} ${x} ${y})"/>`;
    })
    .join('');
}

function leavesIn(ctx: Ctx, count: number, cx: number, cy: number, radius: number, colours: string[], size = 34) {
  const rand = seeded(ctx.seed + 7);
  return spreadInDisc(count, cx, cy, radius, rand() * 6)
    .map(([x, y], i) => leaf(x, y, size * (0.75 + rand() * 0.5), rand() * 360, i % 3 === 0 ? lighter(colours[i % colours.length]!, 0.15) : colours[i % colours.length]!))
    .join('');
}

/** Herbs, green onion, sesame and chilli on top, when the recipe has them. */
function garnish(ctx: Ctx, cx: number, cy: number, radius: number) {
  const rand = seeded(ctx.seed + 3);
  const spots = (count: number) => spreadInDisc(count, cx, cy, radius, rand() * 6);
  let art = '';
  const herb = ctx.items.find((item) => item.look.shape === 'herb' && !/lemongrass|sprouts/i.test(item.name));
  if (herb) art += spots(6).map(([x, y]) => leaf(x, y, 11 + rand() * 6, rand() * 360, rand() > 0.5 ? herb.colour : lighter(herb.colour, 0.2))).join('');
  if (ctx.has(/green onion|chives/i)) art += spots(10).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="none" stroke="#6fb24b" stroke-width="3.5"/>`).join('');
  if (ctx.has(/sesame seeds/i)) art += spots(26).map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="3" ry="1.8" fill="#fff6dc" transform="rotate(${rand() * 180} ${x} ${y})"/>`).join('');
  if (ctx.has(/serrano|jalapeno|chili powder|red pepper flakes|cayenne|sriracha/i)) art += spots(5).map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#d62828"/><circle cx="${x}" cy="${y}" r="3" fill="#f7d9a6"/>`).join('');
  if (ctx.has(/peanuts|cashews|pine nuts|pistachios|almonds|walnuts/i)) {
    const nut = ctx.items.find((item) => /peanuts|cashews|pine nuts|pistachios|almonds|walnuts/i.test(item.name))!;
    art += spots(7).map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="8" ry="5.5" fill="${nut.look.colour}" transform="rotate(${rand() * 180} ${x} ${y})"/>`).join('');
  }
  return art;
}

const bowl = (ctx: Ctx, x: number, y: number, r: number, fill: string, content: string) =>
  plate(x, y, r, ctx.table.rim, ctx.table.well, `<circle cx="${x}" cy="${y}" r="${r * 0.74}" fill="${fill}"/><path d="M${x - r * 0.55} ${y - r * 0.35} A${r * 0.66} ${r * 0.66} 0 0 1 ${x + r * 0.2} ${y - r * 0.66}" stroke="#fff" stroke-opacity="0.22" stroke-width="${r * 0.05}" fill="none" stroke-linecap="round"/>${content}`);

const flatPlate = (ctx: Ctx, x: number, y: number, r: number, content: string) => plate(x, y, r, ctx.table.rim, ctx.table.well, content);

const riceGrains = (ctx: Ctx, cx: number, cy: number, radius: number, colour: string, count = 90) => {
  const rand = seeded(ctx.seed + 11);
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${colour}"/>` + spreadInDisc(count, cx, cy, radius * 0.95, rand()).map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="5" ry="2.6" fill="${rand() > 0.5 ? lighter(colour, 0.4) : darker(colour, 0.06)}" transform="rotate(${rand() * 180} ${x} ${y})"/>`).join('');
};

const noodleNest = (ctx: Ctx, cx: number, cy: number, radius: number, colour: string, count = 18) => {
  const rand = seeded(ctx.seed + 13);
  return Array.from({ length: count }, (_, i) => {
    const a = rand() * Math.PI * 2;
    const r = radius * (0.3 + rand() * 0.6);
    const [x1, y1] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    const [x2, y2] = [cx + Math.cos(a + 2.4) * r, cy + Math.sin(a + 2.4) * r];
    return `<path d="M${x1} ${y1} C${cx + (rand() - 0.5) * radius} ${cy + (rand() - 0.5) * radius} ${cx + (rand() - 0.5) * radius} ${cy + (rand() - 0.5) * radius} ${x2} ${y2}" stroke="${i % 3 ? colour : darker(colour, 0.08)}" stroke-width="${radius * 0.075}" fill="none" stroke-linecap="round"/>`;
  }).join('');
};

const friedEgg = (x: number, y: number, r: number, turn = 0) =>
  `<g ${at(x, y, turn, r / 50)} filter="url(#soft)"><path d="M-50 5 C-52 -40 10 -55 40 -30 C62 -10 55 40 20 48 C-10 55 -48 40 -50 5Z" fill="#fffdf6"/></g>${ball(x - r * 0.05, y, r * 0.38, '#f7b21b', 0.45)}`;

const eggHalf = (x: number, y: number, r: number, turn: number) => `<g ${at(x, y, turn)}><ellipse rx="${r}" ry="${r * 0.75}" fill="#fffdf6"/><circle r="${r * 0.45}" fill="#f5a623"/></g>`;

const drizzle = (cx: number, cy: number, radius: number, colour: string, width = 7) =>
  `<path d="M${cx - radius} ${cy - radius * 0.2} C${cx - radius * 0.5} ${cy - radius * 0.8} ${cx} ${cy + radius * 0.6} ${cx + radius * 0.4} ${cy - radius * 0.3} S${cx + radius} ${cy + radius * 0.2} ${cx + radius * 0.8} ${cy + radius * 0.5}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" opacity="0.9"/>`;

const toppingColours = (ctx: Ctx, fallback: string[]) => colourList([...ctx.proteins.slice(0, 2), ...ctx.veg.slice(0, 3)], fallback);

/** The dish itself, centred near (400, 300) on the 800x600 canvas. */
const dishes: Record<DishKind, (ctx: Ctx) => string> = {
  soup: (ctx) => bowl(ctx, 400, 300, 215, ctx.sauce, `${pieces(ctx, 14, 400, 300, 120, toppingColours(ctx, ['#ef7d22', '#5c9e32']), 'cube', 26)}${ctx.has(/cream|yogurt|coconut milk/i) ? drizzle(400, 300, 70, '#fbf6ea', 9) : ''}${pieces(ctx, 8, 400, 300, 130, [lighter(ctx.sauce, 0.35)], 'round', 10)}${garnish(ctx, 400, 300, 110)}`),
  'noodle-soup': (ctx) => {
    const noodle = ctx.items.find((item) => item.look.shape === 'noodles' || item.look.shape === 'pasta')?.colour ?? '#f1dfa8';
    return bowl(ctx, 400, 300, 215, ctx.sauce, `${noodleNest(ctx, 400, 310, 130, mix(noodle, "#e2b24a", 0.35), 26)}${pieces(ctx, 5, 430, 260, 70, colourList(ctx.proteins, ['#8f4a3a']), 'slice', 40)}${pieces(ctx, 6, 370, 340, 90, colourList(ctx.veg, ['#5c9e32']), 'cube', 22)}${ctx.has(/\begg\b/i) ? eggHalf(330, 250, 30, 20) + eggHalf(380, 230, 30, -10) : ''}${garnish(ctx, 400, 300, 120)}`);
  },
  stew: (ctx) => bowl(ctx, 400, 300, 215, darker(ctx.sauce, 0.08), `${pieces(ctx, 9, 400, 300, 115, colourList(ctx.proteins, [ctx.sauce]), 'round', 46)}${pieces(ctx, 12, 400, 300, 125, colourList(ctx.veg, ['#ef7d22']), 'cube', 26)}${ctx.has(/\begg\b/i) ? eggHalf(360, 280, 28, 20) + eggHalf(440, 330, 28, -30) : ''}${garnish(ctx, 400, 300, 120)}`),
  curry: (ctx) => {
    const india = ctx.recipe.cuisines.includes('Indian');
    const side = india
      ? `<g ${at(650, 140, 20)} filter="url(#shadow)"><path d="M-110 -40 C-60 -90 80 -80 110 -20 C120 40 40 80 -40 60 C-100 45 -130 0 -110 -40Z" fill="#eec98a"/>${[[-50, -20], [10, 10], [60, -20], [-10, 40], [30, -50]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="9" fill="#b9792e" opacity="0.6"/>`).join('')}</g>`
      : '';
    return `${bowl(ctx, 350, 310, 200, ctx.sauce, `${pieces(ctx, 8, 350, 310, 105, colourList(ctx.proteins, [darker(ctx.sauce, 0.15)]), 'round', 42)}${pieces(ctx, 8, 350, 310, 115, colourList(ctx.veg, ['#5c9e32']), 'cube', 24)}${ctx.has(/cream|yogurt|coconut milk/i) || india ? drizzle(350, 300, 60, '#fbe9cf', 8) : ''}${garnish(ctx, 350, 310, 110)}`)}
      ${plate(650, india ? 430 : 300, 110, ctx.table.rim, ctx.table.well, riceGrains(ctx, 650, india ? 430 : 300, 76, '#f8f4ea', 60))}${side}`;
  },
  porridge: (ctx) => {
    const base = ctx.items.find((item) => item.role === 'starch' || item.role === 'dairy');
    const baseColour = /cocoa/i.test(ctx.recipe.name) ? '#8a5a3a' : /smoothie/i.test(ctx.recipe.name) ? '#b4457a' : /berry/i.test(ctx.recipe.name) ? '#f3d6de' : /mango|pumpkin|sweet potato/i.test(ctx.recipe.name) ? '#f2b04a' : lighter(base?.look.colour ?? '#e8d6a8', 0.35);
    const toppings = colourList([...ctx.veg, ...ctx.proteins].slice(0, 3), ['#4b5aa8', '#f2d04a']);
    return bowl(ctx, 400, 300, 215, baseColour, `${pieces(ctx, 60, 400, 300, 150, [darker(baseColour, 0.04)], 'round', 8)}${pieces(ctx, 9, 430, 250, 80, toppings, 'round', 38)}${ctx.has(/honey|maple|syrup/i) ? drizzle(380, 330, 90, '#e0a02a', 6) : ''}${garnish(ctx, 360, 340, 80)}`);
  },
  pudding: (ctx) => {
    const colour = /cream custard/i.test(ctx.recipe.name) ? '#e9b04a' : /chia/i.test(ctx.recipe.name) ? '#e9e2d2' : lighter(ctx.sauce, 0.2);
    const fruit = colourList(ctx.veg.slice(0, 2), ['#e23a3a']);
    return [[290, 300, 150], [570, 240, 120], [560, 470, 80]]
      .map(([x, y, r]) => plate(x!, y!, r!, '#fbfaf6', '#f1ede4', `<circle cx="${x}" cy="${y}" r="${r! * 0.74}" fill="${colour}"/>${/burnt|custard/i.test(ctx.recipe.name) ? `<circle cx="${x}" cy="${y}" r="${r! * 0.6}" fill="#c9792a" opacity="0.5"/>` : pieces(ctx, 5, x!, y!, r! * 0.35, fruit, 'round', r! * 0.2)}`))
      .join('');
  },
  salad: (ctx) => {
    const leafy = ctx.items.filter((item) => item.look.shape === 'leafy');
    const greens = leafy.length ? leafy.map((item) => item.colour) : ['#6fae3f', '#4f8f3a'];
    const bits = colourList([...ctx.veg, ...ctx.proteins, ...ctx.items.filter((item) => item.role === 'dairy' || item.role === 'starch')].slice(0, 5), ['#d9332a', '#f6e3a0']);
    return flatPlate(ctx, 400, 300, 220, `${leavesIn(ctx, leafy.length ? 26 : 12, 400, 300, 140, greens, leafy.length ? 40 : 28)}${pieces(ctx, 18, 400, 300, 135, bits, 'cube', 28)}${drizzle(400, 300, 90, '#f8f0d0', 5)}${garnish(ctx, 400, 300, 130)}`);
  },
  noodles: (ctx) => {
    const noodle = ctx.items.find((item) => item.look.shape === 'noodles' || item.look.shape === 'pasta');
    const tint = /soy|pad thai|chow mein|drunken|charred/i.test(ctx.recipe.name) ? mix(noodle?.colour ?? '#f1dfa8', '#a0622a', 0.35) : noodle?.colour ?? '#f1dfa8';
    const sauce = /ragù|tomato/i.test(ctx.recipe.name) || ctx.has(/crushed tomatoes|marinara/i) ? `<circle cx="400" cy="290" r="70" fill="#b8321f"/>` : /pesto/i.test(ctx.recipe.name) ? `<circle cx="400" cy="290" r="55" fill="#6f9a35"/>` : '';
    return flatPlate(ctx, 400, 300, 220, `${noodleNest(ctx, 400, 300, 160, tint, 40)}${sauce}${pieces(ctx, 8, 400, 290, 90, colourList(ctx.proteins, ['#c98a5a']), 'slice', 30)}${pieces(ctx, 8, 400, 300, 120, colourList(ctx.veg, ['#5c9e32']), 'cube', 20)}${garnish(ctx, 400, 300, 120)}`);
  },
  rice: (ctx) => {
    const grain = ctx.starch?.look.shape === 'grains' ? ctx.starch.look.colour : '#f8f4ea';
    const rice = /saffron|biryani/i.test(ctx.recipe.name) ? '#f2c14e' : /red rice|kimchi/i.test(ctx.recipe.name) ? '#d9713a' : /fried rice|mujaddara|teriyaki|sayadieh/i.test(ctx.recipe.name) ? mix(grain, '#b9792e', 0.3) : grain;
    const sectors = [...ctx.proteins.slice(0, 2), ...ctx.veg.slice(0, 3), ...ctx.greens.filter((item) => item.look.shape === 'leafy').slice(0, 1)];
    const bowlish = /bowl/i.test(ctx.recipe.name) && sectors.length >= 3;
    const toppings = bowlish
      ? sectors.map((item, i) => { const a = (i / sectors.length) * Math.PI * 2; return pieces(ctx, 6, 400 + Math.cos(a) * 95, 300 + Math.sin(a) * 95, 45, [item.colour], item.role === 'protein' ? 'slice' : 'cube', item.role === 'protein' ? 30 : 20); }).join('')
      : pieces(ctx, 24, 400, 300, 140, toppingColours(ctx, ['#5c9e32', '#ef7d22']), 'cube', 16);
    return bowl(ctx, 400, 300, 215, rice, `${riceGrains(ctx, 400, 300, 155, rice, 120)}${toppings}${ctx.has(/\begg\b/i) ? friedEgg(400, 300, 60, ctx.rand() * 90) : ''}${garnish(ctx, 400, 300, 120)}`);
  },
  plate: (ctx) => {
    const main = ctx.proteins[0] ?? ctx.veg[0];
    const side = ctx.greens.find((item) => item.look.shape === 'leafy') ?? ctx.veg.find((item) => item !== main);
    const shape = main?.look.shape;
    const colour = main?.colour ?? '#c98a5a';
    const grill = (x: number, y: number) => [-30, 0, 30].map((d) => `<path d="M${x + d - 30} ${y - 30} L${x + d + 10} ${y + 30}" stroke="${darker(colour, 0.4)}" stroke-width="6" stroke-linecap="round" opacity="0.5"/>`).join('');
    const protein =
      shape === 'fillet' && !/chicken|turkey/i.test(main!.name)
        ? `<g ${at(330, 290, -15)} filter="url(#soft)"><path d="M-120 -40 C-40 -70 70 -60 120 -30 C135 20 100 60 30 70 C-50 78 -120 50 -128 10Z" fill="${colour}"/>${[-70, -30, 10, 50].map((x) => `<path d="M${x} -55 C${x + 25} -15 ${x + 8} 25 ${x + 30} 62" stroke="${lighter(colour, 0.4)}" stroke-width="5" fill="none"/>`).join('')}</g>`
        : shape === 'shrimp' || shape === 'shell' || shape === 'block' || shape === 'beans'
          ? pieces(ctx, 9, 340, 300, 90, [colour, darker(colour, 0.1)], shape === 'block' ? 'cube' : 'round', 48)
          : shape === 'fish'
            ? `<g ${at(330, 300, -10, 1.4)} filter="url(#soft)"><path d="M-110 0 C-60 -55 50 -55 85 0 C50 55 -60 55 -110 0Z" fill="${colour}"/><path d="M80 0 L125 -35 L118 0 L125 35Z" fill="${darker(colour, 0.15)}"/><circle cx="-75" cy="-10" r="7" fill="#fff"/></g>`
            : `<g filter="url(#soft)"><path d="M220 290 C220 210 330 190 420 220 C470 240 470 340 420 370 C340 410 220 380 220 290Z" fill="${colour}"/></g>${grill(330, 290)}`;
    const sideArt = side ? (side.look.shape === 'leafy' ? leavesIn(ctx, 10, 500, 330, 60, [side.colour], 30) : pieces(ctx, 10, 500, 330, 65, [side.colour, darker(side.colour, 0.1)], 'slice', 28)) : '';
    return flatPlate(ctx, 400, 300, 225, `<ellipse cx="360" cy="320" rx="150" ry="100" fill="${ctx.sauce}" opacity="0.55"/>${sideArt}${protein}${garnish(ctx, 340, 290, 100)}`);
  },
  'stir-fry': (ctx) => {
    const side = EAST_ASIAN.has(ctx.recipe.cuisines[0] ?? '') ? plate(660, 430, 100, ctx.table.rim, ctx.table.well, riceGrains(ctx, 660, 430, 70, '#f8f4ea', 50)) : '';
    return `${flatPlate(ctx, 370, 290, 215, `<circle cx="370" cy="290" r="150" fill="${ctx.sauce}" opacity="0.45"/>${pieces(ctx, 14, 370, 290, 125, colourList(ctx.proteins, ['#c98a5a']), 'strip', 30)}${pieces(ctx, 16, 370, 290, 135, colourList([...ctx.veg, ...ctx.greens], ['#5c9e32', '#d7322a']), 'strip', 26)}${garnish(ctx, 370, 290, 120)}`)}${side}`;
  },
  bake: (ctx) => {
    const top = /macaroni|gratin|moussaka|béchamel|mozzarella|cheese|quiche/i.test(ctx.recipe.name) ? '#e8b860' : /enchiladas|tomato|meatloaf/i.test(ctx.recipe.name) ? '#c24a2c' : /oatmeal/i.test(ctx.recipe.name) ? '#d9a45a' : mix(ctx.sauce, '#e0a050', 0.4);
    const rand = seeded(ctx.seed);
    const browned = Array.from({ length: 16 }, () => `<circle cx="${190 + rand() * 420}" cy="${150 + rand() * 300}" r="${8 + rand() * 16}" fill="${darker(top, 0.25)}" opacity="0.45"/>`).join('');
    if (/tart|quiche/i.test(ctx.recipe.name))
      return `<g filter="url(#shadow)"><circle cx="400" cy="300" r="215" fill="#d99a4f"/></g><circle cx="400" cy="300" r="185" fill="${top}"/>${pieces(ctx, 14, 400, 300, 150, toppingColours(ctx, ['#5c9e32']), 'slice', 30)}${garnish(ctx, 400, 300, 140)}`;
    if (/stuffed|boats/i.test(ctx.recipe.name)) {
      const shell = ctx.veg.find((item) => /pepper|tomato|zucchini/i.test(item.name))?.colour ?? '#d7322a';
      return `<g filter="url(#shadow)"><rect x="150" y="110" width="500" height="380" rx="50" fill="${ctx.table.rim === '#ffffff' ? '#c9503a' : darker(ctx.table.rim, 0.1)}"/></g><rect x="175" y="135" width="450" height="330" rx="36" fill="${darker(ctx.sauce, 0.1)}"/>${[[290, 220], [510, 220], [290, 380], [510, 380]].map(([x, y]) => `<g filter="url(#soft)"><circle cx="${x}" cy="${y}" r="80" fill="${shell}"/><circle cx="${x}" cy="${y}" r="64" fill="${mix(ctx.sauce, '#d9a05b', 0.5)}"/></g>${pieces(ctx, 6, x!, y!, 45, [darker(ctx.sauce, 0.2), '#5c9e32'], 'round', 14)}`).join('')}${garnish(ctx, 400, 300, 160)}`;
    }
    return `<g filter="url(#shadow)"><rect x="140" y="100" width="520" height="400" rx="46" fill="#e9e4da"/></g><rect x="165" y="125" width="470" height="350" rx="30" fill="${top}"/>${browned}${pieces(ctx, 12, 400, 300, 140, toppingColours(ctx, ['#5c9e32']), 'cube', 24)}${garnish(ctx, 400, 300, 150)}`;
  },
  traybake: (ctx) => {
    const roast = ctx.proteins[0];
    const big = roast ? pieces(ctx, /whole|roast chicken|leg/i.test(ctx.recipe.name) ? 1 : 5, 400, 290, 110, [roast.colour], 'round', /whole|roast chicken|leg/i.test(ctx.recipe.name) ? 230 : 70) : '';
    return `<g filter="url(#shadow)"><rect x="110" y="90" width="580" height="420" rx="20" fill="#3a3b3f"/></g><rect x="130" y="110" width="540" height="380" rx="12" fill="#4a4b50"/>${pieces(ctx, 22, 400, 300, 200, colourList([...ctx.veg, ...ctx.items.filter((item) => item.role === 'starch')].slice(0, 4), ['#e58a2a', '#d7322a', '#5c9e32']), 'cube', 42)}${big}${garnish(ctx, 400, 300, 170)}${ctx.has(/lemon/i) ? citrusSlice(560, 200, 36, '#f2c91d', '#fbe56a') : ''}`;
  },
  eggs: (ctx) => {
    if (/custard|egg pot/i.test(ctx.recipe.name)) return bowl(ctx, 400, 300, 215, '#f3d77a', `<circle cx="400" cy="300" r="150" fill="#f6df8f"/>${pieces(ctx, 6, 400, 300, 90, colourList(ctx.veg.concat(ctx.proteins.filter((item) => !/egg/i.test(item.name))), ['#6fb24b']), 'slice', 22)}${garnish(ctx, 400, 300, 110)}`);
    if (/scramble|bhurji/i.test(ctx.recipe.name)) {
      const curd = /tofu/i.test(ctx.recipe.name) ? '#f3dc8a' : '#f7d548';
      return flatPlate(ctx, 400, 300, 220, `<g ${at(520, 250, 15)} filter="url(#soft)"><rect x="-80" y="-95" width="160" height="190" rx="30" fill="#d99a4f"/><rect x="-66" y="-80" width="132" height="160" rx="20" fill="#f0d49a"/></g>${pieces(ctx, 22, 350, 320, 110, [curd, lighter(curd, 0.3), darker(curd, 0.05)], 'round', 40)}${pieces(ctx, 8, 350, 320, 100, colourList(ctx.veg.concat(ctx.proteins.filter((item) => !/egg|tofu/i.test(item.name))), ['#d9332a']), 'cube', 16)}${garnish(ctx, 350, 320, 100)}`);
    }
    const sauce = /green/i.test(ctx.recipe.name) ? '#6f9a35' : /yogurt/i.test(ctx.recipe.name) ? '#f6f1e4' : ctx.sauce;
    return `<g filter="url(#shadow)"><rect x="560" y="280" width="200" height="40" rx="20" fill="#2d2d2d"/><circle cx="380" cy="300" r="220" fill="#2d2d2d"/></g><circle cx="380" cy="300" r="195" fill="${sauce}"/>${pieces(ctx, 14, 380, 300, 160, colourList(ctx.veg.concat(ctx.proteins.filter((item) => !/egg/i.test(item.name))), ['#d7322a']), 'cube', 22)}${[[310, 240], [450, 260], [330, 380], [460, 380]].map(([x, y], i) => friedEgg(x!, y!, 58, i * 70)).join('')}${garnish(ctx, 380, 300, 170)}`;
  },
  skillet: (ctx) =>
    `<g filter="url(#shadow)"><rect x="560" y="280" width="200" height="40" rx="20" fill="#2d2d2d"/><circle cx="380" cy="300" r="220" fill="#2d2d2d"/></g><circle cx="380" cy="300" r="195" fill="#3d3a36"/>${pieces(ctx, 36, 380, 300, 170, colourList([...ctx.items.filter((item) => item.look.shape === 'potato'), ...ctx.veg, ...ctx.proteins.filter((item) => !/egg/i.test(item.name))].slice(0, 4), ['#e0b25a']).map((c) => mix(c, '#b9792e', 0.2)), 'cube', 34)}${ctx.has(/\begg\b/i) ? friedEgg(330, 270, 60, 10) + friedEgg(450, 350, 60, 80) : ''}${garnish(ctx, 380, 300, 160)}`,
  omelette: (ctx) => {
    const egg = /tofu/i.test(ctx.recipe.name) ? '#f0d890' : '#f4cf4a';
    if (/frittata|kuku|thick/i.test(ctx.recipe.name))
      return `<g filter="url(#shadow)"><rect x="560" y="280" width="200" height="40" rx="20" fill="#2d2d2d"/><circle cx="380" cy="300" r="215" fill="#2d2d2d"/></g><circle cx="380" cy="300" r="190" fill="${/kuku|herb/i.test(ctx.recipe.name) ? '#5f8a35' : egg}"/>${pieces(ctx, 18, 380, 300, 150, colourList([...ctx.veg, ...ctx.greens], ['#5c9e32']), 'slice', 26)}<path d="M380 300 L380 110 M380 300 L545 395" stroke="${darker(egg, 0.2)}" stroke-width="4"/>${garnish(ctx, 380, 300, 150)}`;
    return flatPlate(ctx, 400, 300, 220, `${pieces(ctx, 8, 420, 360, 80, colourList([...ctx.veg, ...ctx.proteins.filter((item) => !/egg/i.test(item.name))], ['#d7322a']), 'cube', 22)}<g ${at(400, 290, -15)} filter="url(#soft)"><path d="M-150 20 C-150 -100 150 -100 150 20Z" fill="${egg}"/><path d="M-150 20 L150 20" stroke="${darker(egg, 0.15)}" stroke-width="6"/></g>${pieces(ctx, 10, 400, 240, 90, [darker(egg, 0.08)], 'round', 16)}${garnish(ctx, 400, 280, 100)}`);
  },
  pancakes: (ctx) => {
    const fruit = colourList(ctx.veg.slice(0, 2), ['#4b5aa8']);
    return flatPlate(ctx, 400, 300, 220, `${[30, 20, 10, 0].map((d) => `<g filter="url(#soft)"><circle cx="${400 - d}" cy="${300 + d}" r="150" fill="${d ? '#d9964a' : '#e6aa5a'}"/></g>`).join('')}<circle cx="400" cy="300" r="120" fill="#efbd6a"/><path d="M330 260 C360 220 460 230 470 300 C480 360 400 390 350 360" stroke="#b5651d" stroke-width="18" fill="none" stroke-linecap="round" opacity="0.7"/>${pieces(ctx, 8, 410, 290, 80, fruit, 'round', 30)}<rect x="380" y="275" width="44" height="34" rx="6" fill="#fbe7a0"/>`);
  },
  'savoury-pancake': (ctx) => {
    const base = /turmeric/i.test(ctx.recipe.name) ? '#f2c14e' : /kimchi/i.test(ctx.recipe.name) ? '#e0763a' : /sweet|coconut/i.test(ctx.recipe.name) ? '#e6b060' : '#e9b35a';
    return `${flatPlate(ctx, 380, 300, 215, `<circle cx="380" cy="300" r="170" fill="${base}"/>${pieces(ctx, 26, 380, 300, 150, colourList([...ctx.veg, ...ctx.proteins, ...ctx.greens].filter((item) => !/egg/i.test(item.name)).slice(0, 4), ['#6fb24b']), 'strip', 18)}${[0, 60, 120].map((a) => `<path d="M${380 - Math.cos((a * Math.PI) / 180) * 170} ${300 - Math.sin((a * Math.PI) / 180) * 170} L${380 + Math.cos((a * Math.PI) / 180) * 170} ${300 + Math.sin((a * Math.PI) / 180) * 170}" stroke="${darker(base, 0.2)}" stroke-width="4"/>`).join('')}${garnish(ctx, 380, 300, 140)}`)}${plate(660, 460, 70, ctx.table.rim, ctx.table.well, `<circle cx="660" cy="460" r="48" fill="#3b1f12"/>`)}`;
  },
  crepes: (ctx) => flatPlate(ctx, 400, 300, 220, `${[[-70, 0, -20], [60, 30, 40]].map(([dx, dy, a]) => `<g ${at(400 + dx!, 300 + dy!, a!)} filter="url(#soft)"><path d="M-100 -100 L110 -100 A210 210 0 0 1 -100 110Z" fill="#eac27a"/><path d="M-100 -100 L80 -80 A180 180 0 0 1 -80 80Z" fill="#e2b264"/></g>`).join('')}${pieces(ctx, 8, 420, 300, 110, colourList([...ctx.veg, ...ctx.proteins].filter((item) => !/egg/i.test(item.name)).slice(0, 3), ['#fbf6ea']), 'round', 26)}${garnish(ctx, 400, 300, 110)}`),
  toast: (ctx) => {
    const bread = ctx.items.find((item) => item.look.shape === 'loaf')?.look.colour ?? '#d99a4f';
    const toppings = colourList([...ctx.proteins, ...ctx.veg, ...ctx.items.filter((item) => item.role === 'dairy')].filter((item) => item.look.shape !== 'loaf').slice(0, 3), ['#d9332a']);
    return flatPlate(ctx, 400, 300, 225, [[-70, -40, -12], [80, 50, 14]].map(([dx, dy, a]) => `<g ${at(400 + dx!, 300 + dy!, a!)} filter="url(#soft)"><rect x="-95" y="-80" width="190" height="160" rx="34" fill="${darker(bread, 0.05)}"/><rect x="-80" y="-66" width="160" height="132" rx="24" fill="${lighter(bread, 0.45)}"/></g>${pieces(ctx, 7, 400 + dx!, 300 + dy!, 60, toppings, 'slice', 30)}`).join('') + garnish(ctx, 400, 300, 140));
  },
  sandwich: (ctx) => {
    const fill = colourList([...ctx.proteins, ...ctx.veg, ...ctx.items.filter((item) => item.role === 'dairy')].slice(0, 4), ['#e28a8a', '#5c9e32']);
    const bun = /baguette/i.test(ctx.recipe.name);
    const half = (dx: number, dy: number, a: number) =>
      bun
        ? `<g ${at(400 + dx, 300 + dy, a)} filter="url(#soft)"><rect x="-180" y="-50" width="360" height="100" rx="50" fill="#d48b3c"/>${fill.map((c, i) => `<rect x="-170" y="${-30 + i * 10}" width="340" height="14" rx="7" fill="${c}"/>`).join('')}<rect x="-180" y="-50" width="360" height="46" rx="23" fill="#d48b3c"/>${[-120, -40, 40, 120].map((x) => `<path d="M${x - 20} -40 L${x + 20} -14" stroke="#f4cf8e" stroke-width="7" stroke-linecap="round"/>`).join('')}</g>`
        : `<g ${at(400 + dx, 300 + dy, a)} filter="url(#soft)"><path d="M-130 70 L130 70 L0 -130Z" fill="#c98a45" stroke="#c98a45" stroke-width="14" stroke-linejoin="round"/><path d="M-110 58 L110 58 L0 -105Z" fill="#f3dfb2"/>${fill.map((c, i) => `<path d="M${-124 + i * 7} ${76 + i * 9} L${124 - i * 7} ${76 + i * 9}" stroke="${c}" stroke-width="11" stroke-linecap="round"/>`).join('')}</g>`;
    return flatPlate(ctx, 400, 300, 225, `${bun ? half(0, -60, -8) + half(0, 70, -8) : half(-60, -10, -90) + half(70, 20, 90)}${garnish(ctx, 400, 300, 80)}`);
  },
  burger: (ctx) =>
    flatPlate(ctx, 400, 300, 225, `${Array.from({ length: 12 }, (_, i) => `<rect x="${500 + (i % 6) * 16}" y="${190 + (i % 3) * 20}" width="13" height="${130 + (i % 4) * 14}" rx="4" fill="${i % 2 ? '#f2c14e' : '#e9b03c'}" transform="rotate(${-10 + i * 3} 540 300)"/>`).join('')}<g filter="url(#shadow)"><circle cx="340" cy="300" r="140" fill="#f4c430"/><circle cx="340" cy="300" r="130" fill="#d98b36"/><circle cx="325" cy="285" r="100" fill="#e9a24a"/></g>${pieces(ctx, 30, 335, 295, 100, ['#fbf1d2'], 'slice', 8)}`),
  tacos: (ctx) => {
    const fill = toppingColours(ctx, ['#8a4a30', '#d9332a']);
    return flatPlate(ctx, 400, 300, 225, `${[[-110, -30, -70], [0, 20, -90], [110, -10, -110]].map(([dx, dy, a]) => `<g ${at(400 + dx!, 300 + dy!, a!)} filter="url(#soft)"><path d="M-130 0 A130 130 0 0 1 130 0Z" fill="#eccb8a"/><path d="M-112 0 A112 95 0 0 1 112 0Z" fill="${fill[0]}"/>${[-70, -30, 10, 50].map((x, i) => `<circle cx="${x + 10}" cy="${-30 - (i % 2) * 25}" r="14" fill="${fill[(i + 1) % fill.length]}"/>`).join('')}${leaf(-20, -60, 14, 30, '#4f8f3a')}${leaf(40, -40, 12, -30, '#4f8f3a')}</g>`).join('')}${ctx.has(/lime/i) ? citrusSlice(400, 470, 40, '#4f9a2f', '#b9dc6b') : ''}`);
  },
  wraps: (ctx) => {
    const fill = toppingColours(ctx, ['#c98a5a', '#5c9e32']);
    const pita = /pita|pockets/i.test(ctx.recipe.name);
    return flatPlate(ctx, 400, 300, 225, [[-80, -30], [80, 40]].map(([dx, dy]) => pita
      ? `<g ${at(400 + dx!, 300 + dy!, dx! > 0 ? 20 : -20)} filter="url(#soft)"><path d="M-110 40 A110 110 0 0 1 110 40Z" fill="#e6c27e"/><path d="M-95 40 A95 70 0 0 1 95 40Z" fill="${fill[0]}"/>${fill.slice(1).map((c, i) => `<circle cx="${-50 + i * 40}" cy="${10 - (i % 2) * 20}" r="16" fill="${c}"/>`).join('')}</g>`
      : `<g filter="url(#soft)"><circle cx="${400 + dx!}" cy="${300 + dy!}" r="95" fill="#eccb8a"/></g>${fill.map((c, i) => `<circle cx="${400 + dx!}" cy="${300 + dy!}" r="${78 - i * 18}" fill="none" stroke="${c}" stroke-width="14"/>`).join('')}`).join('') + garnish(ctx, 400, 300, 100));
  },
  'lettuce-cups': (ctx) => {
    const fill = toppingColours(ctx, ['#c98a5a', '#ef7d22']);
    return flatPlate(ctx, 400, 300, 225, [[-80, -60], [80, -50], [-70, 80], [90, 80]].map(([dx, dy], i) => `${leaf(400 + dx!, 300 + dy!, 85, i * 60 + 20, i % 2 ? '#7cbf4a' : '#92cc5a')}${pieces(ctx, 7, 400 + dx!, 300 + dy!, 38, fill, 'cube', 18)}`).join('') + garnish(ctx, 400, 300, 140));
  },
  flatbread: (ctx) => {
    const rand = seeded(ctx.seed);
    const topping = /za'atar|sesame/i.test(ctx.recipe.name) ? '#6f7f3a' : /musakhan/i.test(ctx.recipe.name) ? '#8e3a6a' : '#b9792e';
    return [[330, 270, 170], [600, 390, 120]].map(([x, y, r]) => `<g filter="url(#shadow)"><circle cx="${x}" cy="${y}" r="${r}" fill="#e6c27e"/></g><circle cx="${x}" cy="${y}" r="${r! - 14}" fill="#efd49a"/>${Array.from({ length: 30 }, () => `<circle cx="${x! + (rand() - 0.5) * r! * 1.3}" cy="${y! + (rand() - 0.5) * r! * 1.3}" r="${3 + rand() * 5}" fill="${rand() > 0.7 ? '#a8642a' : topping}" opacity="0.8"/>`).join('')}`).join('') + (ctx.proteins[0] ? pieces(ctx, 8, 330, 270, 110, [ctx.proteins[0].colour], 'slice', 30) : '');
  },
  skewers: (ctx) => {
    const colours = colourList([...ctx.proteins.slice(0, 1), ...ctx.veg.slice(0, 2)], ['#b5652e']);
    return `${flatPlate(ctx, 400, 300, 225, [-80, 0, 80].map((dy) => `<g ${at(400, 300 + dy, -12)} filter="url(#soft)"><rect x="-200" y="-4" width="400" height="8" rx="4" fill="#c9a06a"/>${[-120, -60, 0, 60, 120].map((x, i) => `<rect x="${x - 26}" y="-26" width="52" height="52" rx="14" fill="${colours[i % colours.length]}"/>`).join('')}</g>`).join('') + garnish(ctx, 400, 300, 150))}${plate(670, 470, 70, ctx.table.rim, ctx.table.well, `<circle cx="670" cy="470" r="48" fill="${/satay|peanut/i.test(ctx.recipe.name) ? '#b9792e' : '#e9efd8'}"/>`)}`;
  },
  dip: (ctx) => {
    const colour = /guacamole|pea|herb|parsley/i.test(ctx.recipe.name) ? '#8dbb4c' : /beet/i.test(ctx.recipe.name) ? '#a3204a' : /black bean|olive/i.test(ctx.recipe.name) ? '#3a2a26' : /pepper|pico|chilli|tomato/i.test(ctx.recipe.name) ? '#d0552a' : /eggplant|aubergine|tahini|hummus|split pea|white bean/i.test(ctx.recipe.name) ? '#e4cf9e' : '#f4efe0';
    const dipper = ctx.items.find((item) => /cucumber|carrot|celery|pita|tortilla|bell pepper|radish/i.test(item.name));
    const rand = seeded(ctx.seed);
    const around = spreadInDisc(10, 400, 300, 175, rand() * 6).filter(([x, y]) => (x - 400) ** 2 + (y - 300) ** 2 > 120 ** 2);
    return flatPlate(ctx, 400, 300, 230, `${around.map(([x, y]) => `<g ${at(x, y, Math.atan2(y - 300, x - 400) * (180 / Math.PI))} filter="url(#soft)">${dipper && /pita|tortilla/i.test(dipper.name) ? `<path d="M-30 -30 L40 0 L-30 30Z" fill="#eccb8a"/>` : `<rect x="-40" y="-11" width="80" height="22" rx="10" fill="${dipper?.colour ?? '#5c9e32'}"/><rect x="-36" y="-6" width="72" height="12" rx="6" fill="${lighter(dipper?.colour ?? '#5c9e32', 0.5)}"/>`}</g>`).join('')}${plate(400, 300, 120, ctx.table.rim, ctx.table.well, `<circle cx="400" cy="300" r="90" fill="${colour}"/><path d="M345 300 C360 255 440 255 450 300 C455 340 400 345 390 315" stroke="${darker(colour, 0.12)}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M370 285 C390 270 420 280 425 300" stroke="#c9a227" stroke-width="7" fill="none" opacity="0.8"/>${garnish(ctx, 400, 300, 60)}`)}`);
  },
  nibbles: (ctx) => {
    const main = ctx.items.find((item) => item.role !== 'minor' && item.role !== 'liquid') ?? ctx.items[0];
    const colour = main ? (main.look.shape === 'beans' ? mix(main.look.colour, '#b9792e', 0.3) : main.look.colour) : '#c28a52';
    const style = main?.look.shape === 'pod' ? 'slice' : main?.look.shape === 'leafy' ? 'slice' : 'round';
    return `${plate(370, 300, 200, ctx.table.rim, ctx.table.well, pieces(ctx, 60, 370, 300, 140, [colour, darker(colour, 0.1), lighter(colour, 0.1)], style, main?.look.shape === 'pod' ? 44 : 30) + garnish(ctx, 370, 300, 130))}${plate(650, 150, 80, ctx.table.rim, ctx.table.well, pieces(ctx, 12, 650, 150, 45, [colour], style, 24))}`;
  },
  bites: (ctx) => {
    const fried = /fritters|karaage|tempura|croquettes|crisp|fried|cakes|falafel|puffs|wings|vada|kibbeh|pigs/i.test(ctx.recipe.name);
    const main = ctx.proteins[0] ?? ctx.veg[0] ?? ctx.items[0];
    const colour = fried ? '#d9954a' : /dumplings|wontons|buns/i.test(ctx.recipe.name) ? '#f6efdc' : /rice balls/i.test(ctx.recipe.name) ? '#f8f4ea' : main?.colour ?? '#d9954a';
    const dumpling = /dumplings|wontons/i.test(ctx.recipe.name);
    const spots = spreadInDisc(8, 370, 300, 130, ctx.rand() * 6);
    const eggs = /eggs$/i.test(ctx.recipe.name);
    const bitesArt = spots.map(([x, y], i) => eggs
      ? `<g filter="url(#soft)">${eggHalf(x, y, 44, i * 45)}</g>${/paprika|marbled|soy/i.test(ctx.recipe.name) ? `<circle cx="${x}" cy="${y}" r="10" fill="#b8321f" opacity="0.6"/>` : ''}`
      : dumpling
      ? `<g ${at(x, y, i * 40)} filter="url(#soft)"><path d="M-44 10 C-42 -34 42 -34 44 10 C26 22 -26 22 -44 10Z" fill="${colour}"/><path d="M-26 -12 L-22 4 M-8 -20 L-6 4 M10 -20 L10 4" stroke="${darker(colour, 0.1)}" stroke-width="3"/></g>`
      : `<g filter="url(#soft)">${ball(x, y, 44, i % 2 ? colour : darker(colour, 0.06), 0.25)}</g>${fried ? `<circle cx="${x + 8}" cy="${y + 6}" r="6" fill="${darker(colour, 0.25)}" opacity="0.5"/>` : ''}`).join('');
    return `${flatPlate(ctx, 370, 300, 215, bitesArt + garnish(ctx, 370, 300, 140))}${plate(660, 450, 72, ctx.table.rim, ctx.table.well, `<circle cx="660" cy="450" r="50" fill="${/soy|dumplings|wontons/i.test(ctx.recipe.name) ? '#3b1f12' : /yogurt|cheese|tzatziki/i.test(ctx.recipe.name) ? '#f6f1e4' : '#c8452c'}"/>`)}`;
  },
  fruit: (ctx) => {
    const fruit = ctx.veg[0] ?? ctx.items[0];
    const colour = fruit?.look.accent ?? fruit?.colour ?? '#f5b335';
    return flatPlate(ctx, 400, 300, 225, `${pieces(ctx, 16, 400, 300, 150, [colour, lighter(colour, 0.15), darker(colour, 0.06)], /orange/i.test(ctx.recipe.name) ? 'round' : 'cube', 48)}${ctx.has(/chili|chilli|cayenne/i) ? pieces(ctx, 40, 400, 300, 150, ['#b8321f'], 'round', 5) : ''}${garnish(ctx, 400, 300, 130)}${ctx.has(/lime/i) ? citrusSlice(560, 420, 38, '#4f9a2f', '#b9dc6b') : ''}`);
  },
  drink: (ctx) => {
    const colour = /coffee/i.test(ctx.recipe.name) ? '#8a5a3a' : /smoothie/i.test(ctx.recipe.name) ? '#e6cf9a' : '#f3ead6';
    // Drinks are the one thing drawn from the side: a glass seen from above reads as a plate.
    return `${[[330, 300, 1], [560, 340, 0.75]].map(([x, y, k]) => `<g ${at(x!, y!, 0, k!)}><g filter="url(#shadow)"><path d="M-95 -190 L95 -190 L75 190 L-75 190Z" fill="#ffffff" fill-opacity="0.6" stroke="#ffffff" stroke-width="6"/></g><path d="M-88 -120 L88 -120 L70 182 L-70 182Z" fill="${colour}"/>${/iced/i.test(ctx.recipe.name) ? `<path d="M-88 -120 L88 -120 L80 -20 L-80 -20Z" fill="#3a2418" opacity="0.5"/>${[[-40, -90], [20, -60], [-10, -130]].map(([dx, dy]) => `<rect x="${dx! - 24}" y="${dy! - 24}" width="48" height="48" rx="8" fill="#ffffff" opacity="0.5" transform="rotate(20 ${dx} ${dy})"/>`).join('')}` : ''}<rect x="-70" y="-100" width="18" height="260" rx="9" fill="#fff" opacity="0.3"/><rect x="20" y="-260" width="16" height="200" rx="8" fill="${/coffee/i.test(ctx.recipe.name) ? '#2f5d3a' : '#e2574c'}" transform="rotate(12 28 -160)"/></g>`).join('')}${ctx.has(/banana/i) ? pieces(ctx, 4, 640, 140, 50, ['#f7e7a0'], 'round', 40) : ''}${ctx.has(/ginger/i) ? pieces(ctx, 3, 640, 140, 40, ['#e9d6a6'], 'cube', 34) : ''}`;
  },
};

/** A few of the recipe's own ingredients lying on the table around the dish. */
function onTheTable(ctx: Ctx, kind: DishKind) {
  const candidates = ctx.items.filter((item) => ['veg', 'fruit', 'green'].includes(item.role) && !['leafy', 'pod'].includes(item.look.shape)).slice(0, 2);
  const corners: Array<[number, number]> = ['curry', 'stir-fry', 'bites', 'savoury-pancake', 'skewers', 'drink', 'nibbles', 'pudding'].includes(kind) ? [[90, 90], [90, 510]] : [[90, 90], [710, 510]];
  return candidates.map((item, i) => `<g transform="translate(${corners[i]![0] - 60} ${corners[i]![1] - 60}) scale(0.3)">${ingredientShapeSvg(item.look, item.name, ctx.seed + i)}</g>`).join('');
}

function utensils(ctx: Ctx, kind: DishKind) {
  if (['drink', 'pudding', 'traybake', 'bake', 'eggs', 'skillet', 'omelette', 'curry', 'stir-fry', 'bites', 'savoury-pancake', 'skewers', 'nibbles', 'flatbread'].includes(kind)) return '';
  if (ctx.table.chopsticks) return `<g ${at(700, 250, 75)} filter="url(#soft)"><rect x="-170" y="-6" width="340" height="11" rx="5" fill="${ctx.table.chopsticks}"/><rect x="-170" y="14" width="340" height="11" rx="5" fill="${ctx.table.chopsticks}"/></g>`;
  return `<g ${at(720, 300, 0)} filter="url(#soft)" fill="#c9c9cc"><rect x="-7" y="-40" width="14" height="200" rx="7"/><rect x="-24" y="-160" width="48" height="130" rx="22"/><rect x="-17" y="-150" width="34" height="110" rx="16" fill="#dcdcdf"/></g>`;
}

export function recipeSvg(recipe: RecipeForArt, facts: Map<string, FactForArt>) {
  const seed = seedOf(recipe.id);
  const items = itemsOf(recipe, facts);
  const kind = dishKindOf(recipe);
  const table = tables[recipe.cuisines[0] ?? ''] ?? tables.American!;
  const ctx: Ctx = {
    recipe,
    items,
    table,
    rand: seeded(seed),
    seed,
    sauce: sauceColour(recipe, items, kind),
    proteins: items.filter((item) => item.role === 'protein'),
    veg: items.filter((item) => item.role === 'veg' || item.role === 'fruit'),
    greens: items.filter((item) => item.role === 'green'),
    starch: items.find((item) => item.role === 'starch'),
    has: (pattern) => items.some((item) => pattern.test(item.name)),
  };
  // A touch of the seed in the table's shade, so two recipes of one cuisine do not look cloned.
  const shade = ctx.rand() * 0.12;
  const background: [string, string] = [mix(table.background[0], '#ffffff', shade), mix(table.background[1], '#000000', shade / 2)];
  return svgDocument({
    width: RECIPE_WIDTH,
    height: RECIPE_HEIGHT,
    viewBox: [800, 600],
    background,
    art: `${clothOf(table)}${onTheTable(ctx, kind)}${utensils(ctx, kind)}${dishes[kind](ctx)}`,
  });
}
