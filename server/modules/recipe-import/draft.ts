// What the review screen shows before anything is saved: the recipe as read, and each ingredient line
// with the catalogue ingredient it was matched to, how sure the match is, and its amount in that
// ingredient's own unit (the unit the pantry, the list and cooking count in). Pure.
import type { KitchenNotes } from '../../kitchen/kitchen-notes.ts';
import { convertQuantity, GRAMS_IN, type Measure } from '../../kitchen/units.ts';
import type { ParsedLine } from './ingredient-line.ts';
import { parseIngredientLine } from './ingredient-line.ts';
import { CONFIDENT, type CatalogueEntry, type IngredientMatch } from './ingredient-match.ts';
import type { ImportedRecipe } from './recipe-page.ts';
import type { DraftLine, RecipeDraft } from '../../contract/recipe-import.ts';

export type { DraftLine, RecipeDraft };

export interface CatalogueIngredient extends CatalogueEntry, Measure {
  /** How a shop sells it ('1 can' of beans is the shop's tin), what a counted piece and a cup weigh. */
  notes: Pick<KitchenNotes, 'shop' | 'grams_per_piece' | 'grams_per_cup'>;
}

export const SUGGESTION_FLOOR = 0.5;

/** Units the parser reads that the kitchen's table lacks, in ones it has. */
const IN_KITCHEN_UNITS: Record<string, [number, string]> = {
  pint: [473.176473, 'ml'],
  quart: [946.352946, 'ml'],
  gallon: [3785.411784, 'ml'],
  dl: [100, 'ml'],
  cl: [10, 'ml'],
  mg: [0.001, 'g'],
  dash: [0.125, 'tsp'],
  // A US stick of butter.
  stick: [113.4, 'g'],
};

/** Units that count the thing itself: as many pieces, when the ingredient is counted in pieces. */
const COUNTING = new Set(['piece', 'head', 'fillet', 'sprig', 'leaf', 'stalk', 'handful']);
/** A recipe's container and the words shops use for it. */
const SHOP_WORDS: Record<string, readonly string[]> = { can: ['can', 'tin'], jar: ['jar'], package: ['pack', 'package', 'packet', 'bag', 'box', 'block', 'carton'], bunch: ['bunch'] };

/** The amount to plan with: a range's upper end, so there is enough. */
export function amountIn(
  parsed: Pick<ParsedLine, 'quantity' | 'quantityMax' | 'unit'>,
  ingredient: Measure & Partial<Pick<CatalogueIngredient, 'notes'>>,
  { estimates = true }: { estimates?: boolean } = {},
): { quantity: number; unit: string } | null {
  const quantity = parsed.quantityMax ?? parsed.quantity;
  if (quantity === null || parsed.unit === null || !(quantity > 0)) return null;
  const [factor, unit] = IN_KITCHEN_UNITS[parsed.unit] ?? [1, parsed.unit];
  const own = ingredient.unit_of_measurement;
  // A recipe's cups and spoons of what the kitchen otherwise weighs: the cup figure for recipes.
  const cup = estimates ? ingredient.notes?.grams_per_cup : undefined;
  const measure = ingredient.grams_per_tsp == null && cup ? { ...ingredient, grams_per_tsp: cup / 48 } : ingredient;
  const converted = convertQuantity(quantity * factor, unit, own, measure) ?? (estimates ? fromShopOrPiece(quantity, unit, ingredient) : undefined);
  return converted === undefined || !(converted > 0) ? null : { quantity: Math.round(converted * 1000) / 1000, unit: own };
}

/** '2 cans' as two of the shop's tins, '3 shallots' by one shallot's weight, '2 sprigs' as pieces. */
function fromShopOrPiece(quantity: number, unit: string, ingredient: Measure & Partial<Pick<CatalogueIngredient, 'notes'>>): number | undefined {
  const own = ingredient.unit_of_measurement;
  const shop = ingredient.notes?.shop;
  if (shop?.unit && SHOP_WORDS[unit]?.includes(shop.unit)) return quantity * shop.size;
  if (!COUNTING.has(unit)) return undefined;
  if (own === 'piece') return quantity;
  const perPiece = ingredient.notes?.grams_per_piece;
  if (!perPiece) return undefined;
  return convertQuantity(quantity * perPiece, 'g', own, ingredient) ?? (GRAMS_IN[own] ? (quantity * perPiece) / GRAMS_IN[own]! : undefined);
}

export function draftLine(text: string, match: (line: ParsedLine) => IngredientMatch | null, catalogue: ReadonlyMap<string, CatalogueIngredient>): DraftLine {
  const parsed = parseIngredientLine(text);
  // Below a half, a match is no suggestion worth showing ('Italian seasoning' as Italian sausage).
  const guess = match(parsed);
  const found = guess && guess.confidence >= SUGGESTION_FLOOR ? guess : null;
  const ingredient = found ? catalogue.get(found.ingredientId) : undefined;
  // Facts first, then a weight the line states ('about 3 lb'), then our kitchen estimates.
  const stated = parsed.alternative ? { ...parsed.alternative, quantityMax: null } : null;
  const amount = ingredient
    ? (amountIn(parsed, ingredient, { estimates: false }) ?? (stated && amountIn(stated, ingredient)) ?? amountIn(parsed, ingredient))
    : null;
  return {
    line: text,
    quantity: parsed.quantity,
    quantity_max: parsed.quantityMax,
    unit: parsed.unit,
    name: parsed.name,
    notes: parsed.notes,
    match: found ? { ingredient_id: found.ingredientId, name: found.name, confidence: found.confidence } : null,
    amount,
    confident: found !== null && found.confidence >= CONFIDENT && amount !== null,
  };
}

export function draftOf(recipe: ImportedRecipe, sourceUrl: string | null, match: (line: ParsedLine) => IngredientMatch | null, catalogue: ReadonlyMap<string, CatalogueIngredient>): RecipeDraft {
  return {
    name: recipe.name,
    description: recipe.description,
    image_url: recipe.imageUrl,
    yields: recipe.yields,
    servings: recipe.servings,
    prep_time: recipe.prepMinutes,
    cook_time: recipe.cookMinutes,
    total_time: recipe.totalMinutes,
    cuisine: recipe.cuisine,
    category: recipe.category,
    source_url: sourceUrl,
    instructions: recipe.instructions,
    ingredients: recipe.ingredients.map((line) => draftLine(line, match, catalogue)),
  };
}
