// The grocery refresh's face: one owner for the job that records a cook's lists as they stand.
//   grocery-refresh.job.ts       its payload, and which jobs a pantry change causes
//   grocery-refresh.reads.ts     what it reads of the plans, the pantry, recipes and ingredients
//   grocery-refresh.commands.ts  the commands it issues (the grocery slice computes each list)
//   refresh-grocery-lists.ts     the job's work (workers/tasks/refresh-grocery-list.ts wires it)
//   grocery-refresh.routes.ts    the spec's refresh calls
// The job's name and key sit below the slices, in server/grocery-refresh.job.ts, so that the
// meal-plans slice can enqueue a refresh with its own events.
export {
  groceryRefreshAfterPantryChange,
  groceryRefreshJob,
  groceryRefreshJobsAfterPantryChange,
  groceryRefreshPayload,
  REFRESH_GROCERY_LIST_TASK,
  refreshWindow,
  type GroceryRefreshPayload,
} from './grocery-refresh.job.ts';
export { currentPantry } from './grocery-refresh.reads.ts';
export { groceryRefreshCommand, groceryRefreshCommands, type GroceryRefreshCommand } from './grocery-refresh.commands.ts';
export { refreshGroceryLists } from './refresh-grocery-lists.ts';
export { groceryRefreshRoutes, type GroceryRefreshDeps } from './grocery-refresh.routes.ts';
