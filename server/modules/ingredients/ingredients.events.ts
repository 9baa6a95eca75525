// Facts of the ingredient catalogue. Stream: ingredient-{ingredientId}, shared with everyone who
// reads the catalogue; the owner is the author (so their tabs hear of changes), none for the seed.
// Every event carries the whole ingredient it leaves behind, so a replay never works anything out.
import type { DomainEvent } from '../../event-store/types.ts';

export interface Nutrients {
  calories: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
}

/** One ingredient as people see and edit it; unknown facts are null, never guessed. */
export interface IngredientFacts {
  name: string;
  description: string | null;
  unitOfMeasurement: string;
  /** Grams in one unit (1 for g; a piece's typical weight): links the two nutrient bases. */
  gramsPerUnit: number | null;
  /** Days. */
  estimatedShelfLife: number | null;
  /** In units of `unitOfMeasurement`: the portion `perServing` describes. */
  servingSize: number | null;
  /** Per `servingSize` units: the spec's calories_per_base_unit, protein, carbohydrate and fat. */
  perServing: Nutrients;
  /** Per 100 g: the reference facts (USDA SR28 for the seed). */
  per100g: Nutrients;
  /** JSON text, as typed. */
  micronutrients: string | null;
  estimatedCostPerUnitCents: number | null;
  commonUses: string | null;
  isPerishable: boolean | null;
  isVegetarian: boolean | null;
  isVegan: boolean | null;
  foodGroupIds: string[];
  /** Where the seed's facts come from (see the facts file's README); null for authored ones. */
  sourceIds: string | null;
}

export type IngredientCreated = DomainEvent<
  'IngredientCreated',
  IngredientFacts & {
    ingredientId: string;
    /** 'system' for the seed catalogue, else the author's app user id. */
    authorId: string;
    createdAt: string;
  }
>;

/** The whole ingredient after an edit (PUT sends the whole ingredient). */
export type IngredientUpdated = DomainEvent<'IngredientUpdated', IngredientFacts & { ingredientId: string; updatedAt: string }>;

export type IngredientFoodGroupAdded = DomainEvent<'IngredientFoodGroupAdded', { ingredientId: string; foodGroupId: string; changedAt: string }>;
export type IngredientFoodGroupRemoved = DomainEvent<'IngredientFoodGroupRemoved', { ingredientId: string; foodGroupId: string; changedAt: string }>;

export type IngredientEvent = IngredientCreated | IngredientUpdated | IngredientFoodGroupAdded | IngredientFoodGroupRemoved;

export const ingredientEventTypes = [
  'IngredientCreated',
  'IngredientUpdated',
  'IngredientFoodGroupAdded',
  'IngredientFoodGroupRemoved',
] as const satisfies readonly IngredientEvent['type'][];

export const ingredientStreamId = (ingredientId: string) => `ingredient-${ingredientId}`;
