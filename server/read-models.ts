// Every projection of the product, composed here so slices never import each other.
import { appUsersProjection } from './modules/accounts/index.ts';
import { betaCodesProjection } from './modules/beta-codes/index.ts';
import { favoritesProjection, recipesProjection } from './modules/catalogue/index.ts';
import { groceryListProjection } from './modules/grocery/index.ts';
import { ingredientsProjection } from './modules/ingredients/index.ts';
import { mealPlansProjection } from './modules/meal-plans/index.ts';
import { pantryProjection } from './modules/pantry/index.ts';
import type { Projection } from './projections/projection.ts';

export const projections: readonly Projection[] = [appUsersProjection, pantryProjection, betaCodesProjection, recipesProjection, favoritesProjection, ingredientsProjection, mealPlansProjection, groceryListProjection];

export function projectionsNamed(names: readonly string[]): Projection[] {
  if (names.length === 0) return [...projections];
  return names.map((name) => {
    const found = projections.find((projection) => projection.name === name);
    if (!found) throw new Error(`No projection named ${name}. Known: ${projections.map((p) => p.name).join(', ')}`);
    return found;
  });
}
