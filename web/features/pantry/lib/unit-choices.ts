// The units the Add Pantry Item dialog offers for an ingredient (decision 0034): those its figures
// convert to its own unit, the ingredient's own kind first (counts for an egg, volumes for milk),
// and within a kind the cook's system first, so a US cook finds cups before millilitres. A pinch is
// a recipe's amount, not what a pantry holds. The server converts and has the final word.
import { KNOWN_UNITS, unitsFor, type UnitSystem } from '../../../lib/amounts';

type Kind = 'count' | 'volume' | 'mass';

const ORDER: Record<UnitSystem, Record<Kind, readonly string[]>> = {
  metric: { count: ['piece', 'clove', 'slice', 'can', 'bunch'], volume: ['ml', 'l', 'tsp', 'tbsp', 'cup', 'fl oz'], mass: ['g', 'kg', 'oz', 'lb'] },
  us: { count: ['piece', 'clove', 'slice', 'can', 'bunch'], volume: ['cup', 'fl oz', 'tbsp', 'tsp', 'ml', 'l'], mass: ['oz', 'lb', 'g', 'kg'] },
};

const kindOf = (unit: string): Kind => (ORDER.metric.volume.includes(unit) ? 'volume' : ORDER.metric.mass.includes(unit) ? 'mass' : 'count');

const isKnown = (unit: string): unit is (typeof KNOWN_UNITS)[number] => (KNOWN_UNITS as readonly string[]).includes(unit);

export interface UnitFacts {
  unit_of_measurement: string | null;
  grams_per_unit?: number | null;
}

/** The units to offer, in the order to offer them; [] for an ingredient with no unit. */
export function unitChoices(ingredient: UnitFacts, system: UnitSystem): string[] {
  const own = ingredient.unit_of_measurement;
  if (!own) return [];
  // A unit no conversion knows (an old custom one) is offered alone: the server keeps it as it is.
  if (!isKnown(own)) return [own];
  const convertible = new Set<string>(unitsFor({ unit_of_measurement: own, grams_per_unit: ingredient.grams_per_unit ?? null }));
  convertible.add(own);
  convertible.delete('pinch');
  const kinds: Kind[] = [kindOf(own), ...(['count', 'volume', 'mass'] as const).filter((kind) => kind !== kindOf(own))];
  return kinds.flatMap((kind) => ORDER[system][kind].filter((unit) => convertible.has(unit)));
}

/** The unit to send: a known one as chosen; otherwise none, and the server uses the ingredient's own. */
export const unitToSend = (unit: string | null): string | undefined => (unit && isKnown(unit) ? unit : undefined);
