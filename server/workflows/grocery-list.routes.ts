// The grocery list's calls as app.ts mounts them: the slice's own (read, marks, differences, own
// lines) beside the calls that compose it with other slices: the refresh calls (plans, pantry and
// recipes) and 'Add Items to Pantry' (the pantry).
import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { groceryListRoutes, type GroceryDeps } from '../modules/grocery/index.ts';
import { groceryPurchaseRoutes } from './grocery-purchases.routes.ts';
import { groceryRefreshRoutes } from './grocery-refresh/index.ts';

export function groceryRoutes(deps: GroceryDeps) {
  return new Hono<AppEnv>().route('/', groceryListRoutes(deps)).route('/', groceryRefreshRoutes(deps)).route('/', groceryPurchaseRoutes(deps));
}
