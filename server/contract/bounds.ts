// The bounds every figure entering the product is held to, in one place: a quantity or a price is
// refused alike wherever it is sent (body, path, query), and nothing accepted is a value a read model
// cannot store (a shelf life past 2^31 days was recorded once, then skipped by its projection).
// Dates have their one parser beside them: isCalendarDate in dates.ts. Part of the contract, so the
// web client's forms hold a figure to the same bound the server does.
export const BOUNDS = {
  /** An amount in an ingredient's unit: 100 kg of flour is a lot of pantry; more is a typo. */
  quantity: 100_000,
  /** A price in cents (1,000.00). */
  cents: 100_000,
  /** Grams in one unit, or in a serving. */
  grams: 100_000,
  /** How long an ingredient keeps, in days (ten years). */
  shelfLifeDays: 3_650,
  /** A recipe's prep, cook or total time, in minutes (a week). */
  minutes: 10_080,
  /** A recipe's servings. */
  servings: 16,
  /** A recipe's calories, protein, carbohydrate, fat or cost per serving. */
  nutrition: 100_000,
} as const;

/** What a refused amount of an ingredient is told, wherever it is typed (pantry, grocery list). */
export const quantityMessages = {
  invalid: 'Please enter a valid quantity',
  tooMuch: `Please enter a quantity of ${BOUNDS.quantity.toLocaleString('en-US')} or less.`,
} as const;
