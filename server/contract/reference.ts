// The reference lists as the API answers them (spec §3): diets, cuisines, food groups and tags carry
// a description; food types only a name. Meal times and units come as one-field entries.
export interface CatalogueEntry {
  id: string;
  name: string;
  description?: string;
}

export interface ReferenceEntry extends CatalogueEntry {
  description: string;
}

/** GET /recipe-time/enum: Breakfast, Lunch, Dinner, Snack. */
export interface MealTimeEntry {
  value: string;
}

/** GET /ingredient/unit_of_measurement_enum. */
export interface UnitEntry {
  unit: string;
}
