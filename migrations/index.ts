// A static registry: Kysely runs migrations by name, and a static import works under tsx, vitest and node alike.
import type { Migration } from 'kysely';
import * as eventStore from './2026_11_22_0001_event_store.ts';
import * as readModels from './2026_11_22_0002_read_models.ts';
import * as workerHeartbeats from './2026_11_22_0003_worker_heartbeats.ts';
import * as projectionSkippedEvents from './2026_11_22_0004_projection_skipped_events.ts';
import * as authProvider from './2026_11_22_0005_auth_provider.ts';
import * as accounts from './2026_11_22_0006_accounts.ts';
import * as foodGroups from './2026_11_22_0007_food_groups.ts';
import * as recipes from './2026_11_22_0008_recipes.ts';
import * as ingredientStreams from './2026_11_22_0009_ingredient_streams.ts';
import * as recipeAuthoring from './2026_11_22_0010_recipe_authoring.ts';
import * as mealPlans from './2026_11_22_0011_meal_plans.ts';
import * as groceryLists from './2026_11_22_0012_grocery_lists.ts';
import * as plannerIndexes from './2026_11_22_0013_planner_indexes.ts';
import * as typedEventNotices from './2026_11_22_0014_typed_event_notices.ts';
import * as localBilling from './2026_11_22_0015_local_billing.ts';
import * as billingCustomerIndex from './2026_11_22_0016_billing_customer_index.ts';
import * as streamSnapshots from './2026_11_22_0017_stream_snapshots.ts';
import * as commitGenericPlans from './2026_11_22_0018_commit_generic_plans.ts';
import * as uncompressedCaches from './2026_11_22_0019_uncompressed_caches.ts';
import * as noGroceryItemIndex from './2026_11_23_0020_no_grocery_item_index.ts';
import * as mealReasonRecipe from './2026_11_24_0021_meal_reason_recipe.ts';
import * as mailCode from './2026_11_24_0022_mail_code.ts';
import * as mealReasonDate from './2026_11_24_0023_meal_reason_date.ts';
import * as accentFreeNameSearch from './2026_11_24_0024_accent_free_name_search.ts';
import * as recipeKeptDiets from './2026_11_27_0025_recipe_kept_diets.ts';
import * as recipePlanAhead from './2026_11_27_0026_recipe_plan_ahead.ts';
import * as weekdayMinutes from './2026_11_27_0027_weekday_minutes.ts';
import * as kitchenPreferences from './2026_11_28_0028_kitchen_preferences.ts';
import * as recipeComputedNutrition from './2026_11_28_0029_recipe_computed_nutrition.ts';
import * as recipeSourceUrl from './2026_11_29_0030_recipe_source_url.ts';
import * as commitWithoutNotify from './2026_11_29_0031_commit_without_notify.ts';
import * as recipePlannerKeys from './2026_11_29_0032_recipe_planner_keys.ts';
import * as streamMarks from './2026_11_29_0033_stream_marks.ts';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_event_store': eventStore,
  '2026_11_22_0002_read_models': readModels,
  '2026_11_22_0003_worker_heartbeats': workerHeartbeats,
  '2026_11_22_0004_projection_skipped_events': projectionSkippedEvents,
  '2026_11_22_0005_auth_provider': authProvider,
  '2026_11_22_0006_accounts': accounts,
  '2026_11_22_0007_food_groups': foodGroups,
  '2026_11_22_0008_recipes': recipes,
  '2026_11_22_0009_ingredient_streams': ingredientStreams,
  '2026_11_22_0010_recipe_authoring': recipeAuthoring,
  '2026_11_22_0011_meal_plans': mealPlans,
  '2026_11_22_0012_grocery_lists': groceryLists,
  '2026_11_22_0013_planner_indexes': plannerIndexes,
  '2026_11_22_0014_typed_event_notices': typedEventNotices,
  '2026_11_22_0015_local_billing': localBilling,
  '2026_11_22_0016_billing_customer_index': billingCustomerIndex,
  '2026_11_22_0017_stream_snapshots': streamSnapshots,
  '2026_11_22_0018_commit_generic_plans': commitGenericPlans,
  '2026_11_22_0019_uncompressed_caches': uncompressedCaches,
  '2026_11_23_0020_no_grocery_item_index': noGroceryItemIndex,
  '2026_11_24_0021_meal_reason_recipe': mealReasonRecipe,
  '2026_11_24_0022_mail_code': mailCode,
  '2026_11_24_0023_meal_reason_date': mealReasonDate,
  '2026_11_24_0024_accent_free_name_search': accentFreeNameSearch,
  '2026_11_27_0025_recipe_kept_diets': recipeKeptDiets,
  '2026_11_27_0026_recipe_plan_ahead': recipePlanAhead,
  '2026_11_27_0027_weekday_minutes': weekdayMinutes,
  '2026_11_28_0028_kitchen_preferences': kitchenPreferences,
  '2026_11_28_0029_recipe_computed_nutrition': recipeComputedNutrition,
  '2026_11_29_0030_recipe_source_url': recipeSourceUrl,
  '2026_11_29_0031_commit_without_notify': commitWithoutNotify,
  '2026_11_29_0032_recipe_planner_keys': recipePlannerKeys,
  '2026_11_29_0033_stream_marks': streamMarks,
};
