// The grocery list shows what a cook can buy, not the exact sum the server adds up (13.666 piece of
// garlic, 0.5 of an onion): nobody buys two thirds of a clove or half a can, so counted units round
// up to a whole one; measured units from 10 up round up to a whole one too (nobody weighs out 166.67 g
// of pork), smaller ones keep at most 2 decimals, and a tiny amount is still something to buy.

/** Units of mass and volume (the ones server/units.ts converts between): they can be bought in any amount. */
const MEASURED_UNITS = new Set(['g', 'kg', 'oz', 'lb', 'ml', 'l', 'tsp', 'tbsp', 'cup']);

/** The smallest measured amount shown: 2 decimals. */
const SMALLEST_MEASURE = 0.01;

/** From this many of a measured unit, fractions stop mattering to a shopper. */
const WHOLE_FROM = 10;

/**
 * The amount of `unit` a cook buys to cover `quantity`. Every other unit of the server's list (piece,
 * clove, slice, can, bunch, pinch, and any added later) is a count: rounded up to a whole number.
 */
export function shoppingQuantity(quantity: number, unit: string): number {
  // Two decimals first, so 13.0000001 pieces (a sum's floating-point dust) stays 13, not 14.
  const hundredths = Math.round(quantity * 100) / 100;
  if (MEASURED_UNITS.has(unit)) return hundredths >= WHOLE_FROM ? Math.ceil(hundredths) : Math.max(SMALLEST_MEASURE, hundredths);
  return Math.max(1, Math.ceil(hundredths));
}
