// What a shopper buys to cover an amount: whole packs of the size a shop sells (1 bunch of thyme,
// 2 tins of chickpeas), or a loose amount rounded up to the step a counter weighs (350 g of beef).
import { sayAmount, unitWord, type UnitSystem } from './amounts.ts';
import { MILLILITRES_IN, type Measure } from './units.ts';

export interface ShopSize {
  /** What a shop sells it in ('bunch', 'tin', 'carton'); null: loose, by weight or one by one. */
  unit: string | null;
  /** One shop unit in the ingredient's own unit; when loose, the step a shopper rounds up to. */
  size: number;
}

export interface Purchase {
  count: number;
  /** The shop's unit ('tin'); null: loose, `count` steps of `shopSize`. */
  shopUnit: string | null;
  /** One pack, or one step, in the ingredient's own unit. */
  shopSize: number;
}

/** A shopper makes do with the packs before rather than open one more for this share of it. */
const MAKE_DO_SHARE = 0.05;

/** Packs whose name says their size: '1 bunch', not '1 bunch (20 g)'. */
const NAMED_BY_SIZE = new Set(['bunch', 'head', 'dozen', 'loaf', 'sheet', 'piece']);

export function purchaseFor(quantity: number, shop: ShopSize): Purchase {
  const packs = quantity / shop.size;
  const count = shop.unit ? Math.ceil(packs - MAKE_DO_SHARE) : Math.ceil(packs - 1e-9);
  return { count: Math.max(1, count), shopUnit: shop.unit, shopSize: shop.size };
}

/** What the purchase brings home, in the ingredient's own unit. */
export const boughtQuantity = (purchase: Purchase) => purchase.count * purchase.shopSize;

/** What it costs at this price per unit, in cents: one at least, as a jar of saffron estimated at a fraction of one is still bought for money. */
export const purchaseCost = (purchase: Purchase, centsPerUnit: number) => Math.max(1, Math.round(boughtQuantity(purchase) * centsPerUnit));

/** '1 bunch', '2 tins (400 g)', '1 box of 12', '350 g', '3'. */
export function sayPurchase(purchase: Purchase, measure: Measure, system: UnitSystem): string {
  const own = measure.unit_of_measurement;
  if (!purchase.shopUnit) return sayAmount(boughtQuantity(purchase), own, measure, system).text;
  const packs = `${purchase.count} ${unitWord(purchase.shopUnit, purchase.count)}`;
  if (NAMED_BY_SIZE.has(purchase.shopUnit)) return packs;
  if (own === 'piece') return `${packs} of ${purchase.shopSize}`;
  return `${packs} (${sayPackSize(purchase.shopSize, measure, system)})`;
}

/** A pack's size as its label says it: by weight or volume, never in spoons; US volumes in fl oz. */
function sayPackSize(size: number, measure: Measure, system: UnitSystem): string {
  const own = measure.unit_of_measurement;
  const millilitres = MILLILITRES_IN[own];
  if (system === 'us' && millilitres !== undefined) return `${Number((size * millilitres / MILLILITRES_IN['fl oz']!).toPrecision(2))} fl oz`;
  if (millilitres !== undefined && size * millilitres < 45) return `${Number((size * millilitres).toPrecision(3))} ml`;
  return sayAmount(size, own, { ...measure, grams_per_tsp: null }, system).text;
}
