// Every task the worker runs, one file each under tasks/.
import type { TaskList } from 'graphile-worker';
import type pg from 'pg';
import { CREATE_APP_USER_TASK } from '../server/modules/accounts/index.ts';
import { GENERATE_WEEK_PLAN_TASK, PLAN_NEXT_WEEK_TASK } from '../server/modules/meal-plans/index.ts';
import { REFRESH_GROCERY_LIST_TASK } from '../server/workflows/grocery-refresh/index.ts';
import { createAppUserTask } from './tasks/create-app-user.ts';
import { generateWeekPlanTask, type PlanGenerationObserver } from './tasks/generate-week-plan.ts';
import { planNextWeekTask } from './tasks/plan-next-week.ts';
import { refreshGroceryListTask } from './tasks/refresh-grocery-list.ts';

/** `now`: the tasks' clock, when not the system's (each task defaults to it). */
export function taskList(pool: pg.Pool, observer?: PlanGenerationObserver, now?: () => Date): TaskList {
  return {
    [CREATE_APP_USER_TASK]: createAppUserTask(pool),
    [GENERATE_WEEK_PLAN_TASK]: generateWeekPlanTask(pool, { now }, observer),
    [REFRESH_GROCERY_LIST_TASK]: refreshGroceryListTask(pool, now),
    [PLAN_NEXT_WEEK_TASK]: planNextWeekTask(pool, now),
  };
}
