// One way to say an amount (decision 0034): the server's own formatter and conversions, so a
// screen that scales a recipe to 3 servings says '⅔' exactly as the API's display fields would.
export { pluralName, sayAmount, unitWord, UNIT_SYSTEMS, type UnitSystem } from '../../server/kitchen/amounts.ts';
export { sayPurchase, type Purchase } from '../../server/kitchen/shop.ts';
export { convertQuantity, unitsFor, KNOWN_UNITS, type Measure } from '../../server/kitchen/units.ts';
