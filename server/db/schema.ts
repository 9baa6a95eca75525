// Table types for Kysely. Columns with defaults are Generated so inserts may leave them out.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { UnitSystem } from '../kitchen/amounts.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * A read model's row as its document projection folds it: each column as selected, except that a
 * timestamp may also hold the ISO text an event carries (the row is written back as JSON).
 */
export type ProjectedRow<Table> = { [Column in keyof Selectable<Table>]: Selectable<Table>[Column] extends infer Value ? (Value extends Date ? Date | string : Value) : never };

export interface EventsTable {
  global_position: Generated<number>;
  transaction_id: Generated<string>;
  stream_id: string;
  stream_version: number;
  event_id: string;
  event_type: string;
  schema_version: Generated<number>;
  owner_id: string | null;
  data: unknown;
  metadata: unknown;
  recorded_at: Generated<Timestamp>;
}

/** Each stream's version: how many events it holds (the optimistic-concurrency row). */
export interface StreamsTable {
  stream_id: string;
  version: number;
}

export interface ProjectionCheckpointsTable {
  name: string;
  version: number;
  transaction_id: Generated<string>;
  global_position: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export interface AppUsersTable {
  id: string;
  supabase_id: string;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email_confirmed: Generated<boolean>;
  email_confirmed_at: Timestamp | null;
  setup_complete: Generated<boolean>;
  has_access: Generated<boolean>;
  pantry_id: string;
  stripe_customer_id: string | null;
  price_id: string | null;
  subscription_id: string | null;
  preferred_number_of_breakfast_meals: Generated<number>;
  preferred_number_of_lunch_meals: Generated<number>;
  preferred_number_of_dinner_meals: Generated<number>;
  preferred_breakfast_serving_size: Generated<number>;
  preferred_lunch_serving_size: Generated<number>;
  preferred_dinner_serving_size: Generated<number>;
  /** Minutes a weekday meal may take (decision 0033); null: any time. */
  weekday_breakfast_minutes: number | null;
  weekday_lunch_minutes: number | null;
  weekday_dinner_minutes: number | null;
  /** How amounts are shown to the cook (decision 0034). */
  unit_system: UnitSystem;
  /** The ingredients the cook always keeps; null: the kitchen's usual staples. */
  staple_ingredient_ids: string[] | null;
  created_at: Timestamp;
  diet_ids: ColumnType<string[], string, string>;
  cuisine_ids: ColumnType<string[], string, string>;
  avoided_ingredient_ids: ColumnType<string[], string, string>;
  access_sources: ColumnType<string[], string, string>;
  is_admin: Generated<boolean>;
  setup_completed_at: Timestamp | null;
}

export interface ReferenceTable {
  id: string;
  name: string;
  description: string;
  position: number;
}

export interface TagsTable extends ReferenceTable {
  is_default: boolean;
}

export interface RecipesTable {
  id: string;
  author_id: string;
  name: string;
  description: string;
  servings: number;
  prep_time: number;
  cook_time: number;
  total_time: number;
  difficulty: string;
  calories: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
  cost_per_serving: number | null;
  is_vegetarian: boolean;
  is_vegan: boolean;
  /** The diets the recipe keeps, judged from its ingredients and nutrition; null until judged. */
  kept_diet_ids: ColumnType<string[] | null, string | null, string | null>;
  /** The nutrition columns computed from the ingredients, not typed by the author (decision 0034). */
  computed_nutrition: ColumnType<string[] | null, string | null, string | null>;
  /** What to do the day before (soak, marinate, chill, rise); null when nothing. */
  plan_ahead: string | null;
  /** The page an imported recipe was read from; null for one typed in Larder. */
  source_url: string | null;
  ingredients: ColumnType<Array<{ ingredientId: string; quantity: number; unit: string; notes?: string | null }>, string, string>;
  steps: ColumnType<Array<{ stepId: string; stepNumber: number; instruction: string }>, string, string>;
  cuisine_ids: ColumnType<string[], string, string>;
  diet_ids: ColumnType<string[], string, string>;
  meal_times: ColumnType<string[], string, string>;
  food_type_ids: ColumnType<string[], string, string>;
  tag_ids: ColumnType<string[], string, string>;
  created_at: Timestamp;
}

export interface FavoritesTable {
  id: string;
  app_user_id: string;
  recipe_id: string;
  favorited_at: Timestamp;
}

export interface BetaCodesTable {
  id: string;
  issued_at: Timestamp;
  issued_by: string;
  claimed_by: string | null;
  claimed_at: Timestamp | null;
}

export interface PantryItemsTable {
  id: string;
  pantry_id: string;
  app_user_id: string;
  ingredient_id: string;
  quantity: number;
  unit_of_measurement: string;
  purchase_date: string;
  expiration_date: string | null;
  is_confirmed: boolean;
  confirmed_at: Timestamp | null;
  added_at: Timestamp;
  updated_at: Timestamp;
}

export interface IngredientsTable {
  id: string;
  name: string;
  /** The first food group's name ('Other' with none): what the pantry list shows. */
  primary_food_group: string;
  unit_of_measurement: string;
  grams_per_unit: number | null;
  estimated_shelf_life: number | null;
  is_perishable: boolean | null;
  is_vegetarian: boolean | null;
  is_vegan: boolean | null;
  calories_per_100g: number | null;
  protein_per_100g: number | null;
  carbohydrate_per_100g: number | null;
  fat_per_100g: number | null;
  estimated_cost_per_unit_cents: number | null;
  source_ids: string | null;
  description: string | null;
  serving_size: number | null;
  calories_per_base_unit: number | null;
  protein: number | null;
  carbohydrate: number | null;
  fat: number | null;
  micronutrients: string | null;
  common_uses: string | null;
  author_id: string;
  food_group_ids: ColumnType<string[], string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UnitsOfMeasurementTable {
  unit: string;
  sort_order: number;
}

export interface GroceryListsTable {
  id: string;
  app_user_id: string;
  meal_plan_id: string;
  week_start: string;
  end_date: string;
  total_items: number;
  estimated_total_cost_cents: number;
  items: ColumnType<Array<{ id: string; ingredientId: string | null; ingredientName: string; quantity: number; unit: string; primaryFoodGroup: string; estimatedCostCents: number; notes: string | null; isInCart: boolean; isPurchased: boolean }>, string, string>;
  differences: ColumnType<Array<{ ingredientId: string; ingredientName: string; pantryQuantity: number; originalQuantity: number; unit: string; mealSources: Array<{ mealId: string }> }>, string, string>;
  refreshed_at: Timestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  events: EventsTable;
  streams: StreamsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  app_users: AppUsersTable;
  pantry_items: PantryItemsTable;
  ingredients: IngredientsTable;
  units_of_measurement: UnitsOfMeasurementTable;
  app_secrets: AppSecretsTable;
  diets: ReferenceTable;
  cuisines: ReferenceTable;
  food_types: ReferenceTable;
  food_groups: ReferenceTable;
  tags: TagsTable;
  beta_codes: BetaCodesTable;
  recipes: RecipesTable;
  favorites: FavoritesTable;
  grocery_lists: GroceryListsTable;
}
