// The whole ingredient as the create and edit forms know it (catalogue spec §3 'Ingredient'), and the
// form's values: numbers left empty are '' (the server reads '' as unknown).
import type { Ingredient } from './types';

/** The ingredient calls answer the whole record: the contract's Ingredient. */
export type IngredientRecord = Ingredient;

export interface IngredientFormValues {
  name: string;
  description: string;
  unit_of_measurement: string;
  estimated_shelf_life: number | '';
  serving_size: number | '';
  calories_per_base_unit: number | '';
  protein: number | '';
  carbohydrate: number | '';
  fat: number | '';
  micronutrients: string;
  estimated_cost_per_unit_cents: number | '';
  common_uses: string;
  is_perishable: boolean;
  is_vegetarian: boolean;
  is_vegan: boolean;
  foodGroupIds: string[];
}

export const emptyIngredientForm = (): IngredientFormValues => ({
  name: '',
  description: '',
  unit_of_measurement: '',
  estimated_shelf_life: '',
  serving_size: '',
  calories_per_base_unit: '',
  protein: '',
  carbohydrate: '',
  fat: '',
  micronutrients: '',
  estimated_cost_per_unit_cents: '',
  common_uses: '',
  // Most of what a cook adds goes off (spec §3: true by default in the create form).
  is_perishable: true,
  is_vegetarian: false,
  is_vegan: false,
  foodGroupIds: [],
});

const orEmpty = (value: number | null | undefined): number | '' => (value === null || value === undefined ? '' : value);

export function formValuesOf(ingredient: IngredientRecord, foodGroupIds: string[]): IngredientFormValues {
  return {
    name: ingredient.name,
    description: ingredient.description ?? '',
    unit_of_measurement: ingredient.unit_of_measurement ?? '',
    estimated_shelf_life: orEmpty(ingredient.estimated_shelf_life),
    serving_size: orEmpty(ingredient.serving_size),
    calories_per_base_unit: orEmpty(ingredient.calories_per_base_unit),
    protein: orEmpty(ingredient.protein),
    carbohydrate: orEmpty(ingredient.carbohydrate),
    fat: orEmpty(ingredient.fat),
    micronutrients: ingredient.micronutrients ?? '',
    estimated_cost_per_unit_cents: orEmpty(ingredient.estimated_cost_per_unit_cents),
    common_uses: ingredient.common_uses ?? '',
    // Unknown (null) reads as not ticked, as the form showed it.
    is_perishable: ingredient.is_perishable ?? false,
    is_vegetarian: ingredient.is_vegetarian ?? false,
    is_vegan: ingredient.is_vegan ?? false,
    foodGroupIds,
  };
}

/** The entity's fields as the calls take them (food groups go separately on edit). */
export function ingredientBody({ foodGroupIds: _groups, ...values }: IngredientFormValues) {
  return { ...values, name: values.name.trim() };
}
