// Meal plan reads, shaped as the spec's Meal plan and Meal (§3) plus the generation's progress.
// Recipe name, description, time and image come from the catalogue at read time; a deleted recipe
// keeps the name recorded when it was planned.
import type { Queryable } from '../../event-store/event-store.ts';
import type { MealOfDay } from './meal-plans.events.ts';
import type { MealPlanRow } from './meal-plans.projection.ts';
import type { Meal as MealResponse, MealPlan as MealPlanResponse } from '../../contract/meal-plans.ts';

export type { MealPlanResponse, MealResponse };

// Within a meal of day, by the day it is planned for (a meal added later sits on its day, not last).
const MEAL_ORDER = `case m.meal_of_day when 'breakfast' then 0 when 'lunch' then 1 else 2 end, m.planned_cook_date, m.position`;

/** A meal's fields as the response names them, in this order (a plan read takes them by position). */
const MEAL_FIELDS = [
  ['id', 'm.id'],
  ['meal_of_day', 'm.meal_of_day'],
  ['position', 'm.position'],
  ['recipe_id', 'm.recipe_id'],
  ['recipe_name', 'm.recipe_name'],
  ['name', 'coalesce(r.name, m.recipe_name)'],
  ['description', "coalesce(r.description, '')"],
  ['total_time', 'r.total_time'],
  ['image_url', "'/images/recipeImages/' || m.recipe_id || '.jpg'"],
  ['serving_size', 'm.serving_size'],
  ['planned_cook_date', 'm.planned_cook_date'],
  ['actual_cook_date', 'm.actual_cook_date'],
  ['has_been_cooked', 'm.has_been_cooked'],
  ['is_favorite', '(f.id is not null)'],
  ['app_user_id', 'm.app_user_id'],
  ['meal_plan_id', 'm.meal_plan_id'],
  // A reason that names another meal's recipe is left out once no other meal of the plan has it.
  ['reason', 'case when m.reason_recipe_id is null or exists (select 1 from meals o where o.meal_plan_id = m.meal_plan_id and o.recipe_id = m.reason_recipe_id and (m.reason_date is null or o.planned_cook_date = m.reason_date) and o.id <> m.id) then m.reason end'],
  ['source', 'm.source'],
  ['recipe_available', '(r.id is not null)'],
  ['kept_diet_ids', "coalesce(r.kept_diet_ids, '[]'::jsonb)"],
  ['calories', 'r.calories'],
  ['protein', 'r.protein'],
  ['carbohydrate', 'r.carbohydrate'],
  ['fat', 'r.fat'],
  ['plan_ahead', 'r.plan_ahead'],
] as const satisfies ReadonlyArray<readonly [keyof MealResponse, string]>;
const MEAL_COLUMNS = MEAL_FIELDS.map(([name, expression]) => `${expression} as ${name}`).join(', ');
const MEAL_JOINS = `left join recipes r on r.id = m.recipe_id
       left join favorites f on f.app_user_id = m.app_user_id and f.recipe_id = m.recipe_id`;

async function mealsOf(db: Queryable, mealPlanId: string): Promise<MealResponse[]> {
  const { rows } = await db.query<MealResponse>(
    `select ${MEAL_COLUMNS}
       from meals m
       ${MEAL_JOINS}
      where m.meal_plan_id = $1
      order by ${MEAL_ORDER}`,
    [mealPlanId],
  );
  return rows;
}

const shapedWith = (row: MealPlanRow, meals: MealResponse[]): MealPlanResponse => ({
  id: row.id,
  app_user_id: row.app_user_id,
  start_date: row.start_date,
  end_date: row.end_date,
  grocery_list_id: row.grocery_list_id,
  preferred_number_of_breakfast_meals: row.preferred_number_of_breakfast_meals,
  preferred_number_of_lunch_meals: row.preferred_number_of_lunch_meals,
  preferred_number_of_dinner_meals: row.preferred_number_of_dinner_meals,
  meals,
  generation: { status: row.generation_status, planned: row.planned, wanted: row.wanted, unfilled: row.unfilled },
});

const shaped = async (db: Queryable, row: MealPlanRow): Promise<MealPlanResponse> => shapedWith(row, await mealsOf(db, row.id));

/** The row's columns by name, not `*`: such a statement is prepared once per connection. */
const MEAL_PLAN_COLUMN_NAMES = [
  'id',
  'app_user_id',
  'start_date',
  'end_date',
  'grocery_list_id',
  'preferred_number_of_breakfast_meals',
  'preferred_number_of_lunch_meals',
  'preferred_number_of_dinner_meals',
  'generation_status',
  'planned',
  'wanted',
  'unfilled',
] as const satisfies ReadonlyArray<keyof MealPlanRow>;
// A field added to MealPlanRow and not listed above fails to compile here.
type UnlistedColumn = Exclude<keyof MealPlanRow, (typeof MEAL_PLAN_COLUMN_NAMES)[number]>;
const everyColumnListed: [UnlistedColumn] extends [never] ? true : UnlistedColumn = true;
void everyColumnListed;
const MEAL_PLAN_COLUMNS = MEAL_PLAN_COLUMN_NAMES.map((column) => `p.${column}`).join(', ');

/**
 * A plan the generator has started (a requested one does not exist yet), only if it is `appUserId`'s.
 * One plan and its meals in one statement (the plan's columns repeated on each meal's row, rows as
 * arrays taken apart by position): the plan of the week is the most read thing in Larder.
 */
async function onePlan(db: Queryable, where: string, values: unknown[]): Promise<MealPlanResponse | undefined> {
  const { rows } = await db.query<unknown[]>({
    text: `select ${MEAL_PLAN_COLUMNS}, ${MEAL_COLUMNS}
             from (select ${MEAL_PLAN_COLUMNS} from meal_plans p where p.generation_status <> 'requested' and ${where} limit 1) p
             left join meals m on m.meal_plan_id = p.id
             ${MEAL_JOINS}
            order by ${MEAL_ORDER}`,
    values,
    rowMode: 'array',
  });
  const first = rows[0];
  if (!first) return undefined;
  const plan = Object.fromEntries(MEAL_PLAN_COLUMN_NAMES.map((name, index) => [name, first[index]])) as unknown as MealPlanRow;
  const offset = MEAL_PLAN_COLUMN_NAMES.length;
  // A plan with no meals yet comes back as one row whose meal columns are all null.
  const meals = rows
    .filter((row) => row[offset] !== null)
    .map((row) => Object.fromEntries(MEAL_FIELDS.map(([name], index) => [name, row[offset + index]])) as unknown as MealResponse);
  return shapedWith(plan, meals);
}

/** One of the cook's meals as a read of its plan shows it (the answer to a change of that meal alone). */
export async function findMeal(db: Queryable, appUserId: string, mealId: string): Promise<MealResponse | undefined> {
  const { rows } = await db.query<MealResponse>(`select ${MEAL_COLUMNS} from meals m ${MEAL_JOINS} where m.id = $1 and m.app_user_id = $2`, [mealId, appUserId]);
  return rows[0];
}

export const findPlan = (db: Queryable, appUserId: string, mealPlanId: string) => onePlan(db, 'p.id = $1 and p.app_user_id = $2', [mealPlanId, appUserId]);

export const findPlanOfWeek = (db: Queryable, appUserId: string, weekStart: string) => onePlan(db, 'p.app_user_id = $1 and p.start_date = $2', [appUserId, weekStart]);

/** The plan after (or before) a plan of the same cook, by week. */
export async function findAdjacentPlan(db: Queryable, appUserId: string, mealPlanId: string, direction: 'next' | 'previous'): Promise<MealPlanResponse | undefined> {
  const [comparison, order] = direction === 'next' ? ['>', 'asc'] : ['<', 'desc'];
  const { rows } = await db.query<MealPlanRow>(
    `select p.* from meal_plans p join meal_plans this on this.id = $1 and this.app_user_id = $2
      where p.app_user_id = $2 and p.generation_status <> 'requested' and p.start_date ${comparison} this.start_date
      order by p.start_date ${order} limit 1`,
    [mealPlanId, appUserId],
  );
  return rows[0] && shaped(db, rows[0]);
}

/** Where a meal lives: its plan's owner and week (any user's; the caller checks ownership). */
export async function findMealHome(db: Queryable, mealId: string): Promise<{ appUserId: string; mealPlanId: string; weekStart: string; recipeId: string; mealOfDay: MealOfDay } | undefined> {
  const { rows } = await db.query(
    `select m.app_user_id, m.meal_plan_id, p.start_date, m.recipe_id, m.meal_of_day from meals m join meal_plans p on p.id = m.meal_plan_id where m.id = $1`,
    [mealId],
  );
  const row = rows[0];
  return row && { appUserId: row.app_user_id, mealPlanId: row.meal_plan_id, weekStart: row.start_date, recipeId: row.recipe_id, mealOfDay: row.meal_of_day };
}

export async function findRecipeName(db: Queryable, recipeId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>('select name from recipes where id = $1', [recipeId]);
  return rows[0]?.name;
}
