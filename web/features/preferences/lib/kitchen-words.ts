// What the Kitchen section of the preferences screen says (decision 0034): the two ways to measure
// as the cook chooses between them, an example of each said by the formatter every screen uses (so
// the example never promises what the recipes do not show), and what staples mean for the list.
import { sayAmount, type UnitSystem } from '../../../lib/amounts';

export const UNIT_SYSTEM_CHOICES: { value: UnitSystem; label: string }[] = [
  { value: 'metric', label: 'Metric (g, ml)' },
  { value: 'us', label: 'US (oz, cups)' },
];

export const isUnitSystem = (value: string): value is UnitSystem => UNIT_SYSTEM_CHOICES.some((choice) => choice.value === value);

// Milk and chicken: one poured, one weighed, both measured the same way in every recipe.
const MILK = { unit_of_measurement: 'ml', grams_per_unit: 1.03 };
const CHICKEN = { unit_of_measurement: 'g', grams_per_unit: 1 };

/** 'Recipes, your pantry and grocery lists say 500 ml of milk and 250 g of chicken.' */
export const amountsExample = (system: UnitSystem) =>
  `Recipes, your pantry and grocery lists say ${sayAmount(500, 'ml', MILK, system).text} of milk and ${sayAmount(250, 'g', CHICKEN, system).text} of chicken.`;

export const STAPLES_NOTE = "Staples stay off your grocery list's count and cost.";

