// The names of the read models, as a projection's change notice names them and as the first element
// of every web query key that reads one: a notice for `pantry` refetches every query under ['pantry'].
export const readModels = {
  user: 'user',
  pantry: 'pantry',
  betaCode: 'beta-code',
  recipe: 'recipe',
  favorite: 'favorite',
  ingredient: 'ingredient',
  mealPlan: 'meal-plan',
  groceryList: 'grocery-list',
} as const;

export type ReadModel = (typeof readModels)[keyof typeof readModels];

/**
 * Read models whose answers show another's rows: a change to a recipe (its author renamed or deleted
 * it) also changes the meal plans that name it, which the plan read joins at read time.
 */
export const alsoShownBy: Partial<Record<ReadModel, readonly ReadModel[]>> = { [readModels.recipe]: [readModels.mealPlan] };

/**
 * First elements of query keys no notice names: reference lists change with a release, and billing
 * lives at the payment provider. Kept beside the models so no key is spelled twice.
 */
export const unnotifiedKeys = {
  reference: 'reference',
  billing: 'billing',
} as const;
