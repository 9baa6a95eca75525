// Reads what the planner needs for one cook, from the read models, once per decision.
import type { Queryable } from '../../event-store/event-store.ts';
import { addDays } from './weeks.ts';
import { dietKeyOf } from '../../diets.ts';
import type { PlannerRecipe, PlannerSnapshot } from './planner/index.ts';
import type { MealOfDay, WeekWishes } from './meal-plans.events.ts';

export interface CookPreferences {
  appUserId: string;
  pantryId: string;
  setupComplete: boolean;
  hasAccess: boolean;
  wishes: WeekWishes;
  dietIds: string[];
  cuisineIds: string[];
  avoidedIngredientIds: string[];
  weekdayMinutes: Record<MealOfDay, number | null>;
}

export async function findCookPreferences(db: Queryable, appUserId: string): Promise<CookPreferences | undefined> {
  const { rows } = await db.query(
    `select id, pantry_id, setup_complete, has_access, diet_ids, cuisine_ids, avoided_ingredient_ids,
            preferred_number_of_breakfast_meals as nb, preferred_number_of_lunch_meals as nl, preferred_number_of_dinner_meals as nd,
            preferred_breakfast_serving_size as sb, preferred_lunch_serving_size as sl, preferred_dinner_serving_size as sd,
            weekday_breakfast_minutes as wb, weekday_lunch_minutes as wl, weekday_dinner_minutes as wd
       from app_users where id = $1`,
    [appUserId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    appUserId: row.id,
    pantryId: row.pantry_id,
    setupComplete: row.setup_complete,
    hasAccess: row.has_access,
    wishes: { breakfast: { count: row.nb, servings: row.sb }, lunch: { count: row.nl, servings: row.sl }, dinner: { count: row.nd, servings: row.sd } },
    dietIds: row.diet_ids,
    cuisineIds: row.cuisine_ids,
    avoidedIngredientIds: row.avoided_ingredient_ids,
    weekdayMinutes: { breakfast: row.wb, lunch: row.wl, dinner: row.wd },
  };
}

/**
 * The snapshot for one cook and week. Recipes are narrowed in SQL to those sharing a diet and a
 * cuisine with the cook (the planner applies every rule again, in full).
 */
export async function loadPlannerSnapshot(db: Queryable, cook: CookPreferences, weekStart: string): Promise<PlannerSnapshot> {
  const [recipes, pantry, recent, diets, cuisines] = await Promise.all([
    db.query(
      // Only the ingredients' ids: the planner needs no quantities, and the lines' JSON doubled the read.
      `select id, name, cuisine_ids, meal_times, jsonb_path_query_array(ingredients, '$[*].ingredientId') as ingredient_ids, cost_per_serving, kept_diet_ids,
              total_time, plan_ahead is not null as plan_ahead
         from recipes where cuisine_ids ?| $1::text[]`,
      [cook.cuisineIds],
    ),
    db.query(`select ingredient_id, expiration_date from pantry_items where app_user_id = $1 and quantity > 0`, [cook.appUserId]),
    // The weeks around this one: the two before, and the two after when they are planned already (a
    // refresh of this week's dinners had brought in next week's, the same pork on Wednesday and Monday).
    db.query(
      `select distinct recipe_id from meals where app_user_id = $1 and ((planned_cook_date >= $2 and planned_cook_date < $3) or (planned_cook_date >= $4 and planned_cook_date < $5))`,
      [cook.appUserId, addDays(weekStart, -14), weekStart, addDays(weekStart, 7), addDays(weekStart, 21)],
    ),
    db.query(`select id, name from diets`),
    db.query(`select id, name from cuisines where id = any($1::uuid[])`, [cook.cuisineIds]),
  ]);
  const plannerRecipes: PlannerRecipe[] = recipes.rows.map((row) => ({
    id: row.id,
    name: row.name,
    cuisineIds: row.cuisine_ids,
    mealTimes: row.meal_times,
    ingredientIds: row.ingredient_ids as string[],
    costPerServing: row.cost_per_serving === null ? null : Number(row.cost_per_serving),
    keptDietIds: row.kept_diet_ids,
    totalMinutes: row.total_time,
    planAhead: row.plan_ahead,
  }));
  const ingredientIds = [...new Set([...pantry.rows.map((row) => row.ingredient_id as string), ...plannerRecipes.flatMap((recipe) => recipe.ingredientIds)])];
  const names = ingredientIds.length === 0 ? { rows: [] } : await db.query(`select id, name from ingredients where id = any($1::uuid[])`, [ingredientIds]);
  return {
    cook: { dietIds: cook.dietIds, cuisineIds: cook.cuisineIds, avoidedIngredientIds: cook.avoidedIngredientIds, weekdayMinutes: cook.weekdayMinutes },
    recipes: plannerRecipes,
    pantry: pantry.rows.map((row) => ({ ingredientId: row.ingredient_id, expirationDate: row.expiration_date })),
    recentRecipeIds: recent.rows.map((row) => row.recipe_id),
    ingredientNames: Object.fromEntries(names.rows.map((row) => [row.id, row.name])),
    cuisineNames: Object.fromEntries(cuisines.rows.map((row) => [row.id, row.name])),
    diets: Object.fromEntries(diets.rows.map((row) => [row.id, { key: dietKeyOf(row.name), name: row.name }])),
  };
}
