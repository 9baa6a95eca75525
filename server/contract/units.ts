// The words of the API's amounts: which system a cook reads amounts in, and the figures of an
// ingredient that say and convert an amount of it (server/kitchen does the saying, on both sides).
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export interface UnitFacts {
  unit_of_measurement: string;
  /** Grams in one of `unit_of_measurement`: 1 for g, a piece's weight, a liquid's density for ml. */
  grams_per_unit: number | null;
}

/** An ingredient's figures for measuring it: the facts, and our kitchen notes (ingredient-kitchen-measures.md). */
export interface Measure extends UnitFacts {
  /** Grams in a level teaspoon, for what a cook spoons (spices, salt, flour). */
  grams_per_tsp?: number | null;
  /** What one piece is called when it is a part: 'clove' for garlic. */
  count_word?: string | null;
}
