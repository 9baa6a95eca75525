// Reference lists (spec §7 'Preferences'): public, the same under /api/v1 and /api/v1/postgres.
import { Hono } from 'hono';
import type { Db } from '../../db/database.ts';
import { mealTimes } from '../../facts/reference-lists.ts';
import type { MealTimeEntry } from '../../contract/reference.ts';
import { listCuisines, listDefaultTags, listDiets, listFoodGroups, listFoodTypes } from './reference.queries.ts';

export function referenceRoutes(db: Db) {
  const lists = new Hono()
    .get('/diet', async (c) => c.json(await listDiets(db)))
    .get('/cuisine', async (c) => c.json(await listCuisines(db)))
    .get('/food-type', async (c) => c.json(await listFoodTypes(db)))
    .get('/food-group', async (c) => c.json(await listFoodGroups(db)))
    .get('/tag/default', async (c) => c.json(await listDefaultTags(db)))
    .get('/recipe-time/enum', (c) => c.json(mealTimes.map((value): MealTimeEntry => ({ value }))));
  return new Hono().route('/', lists).route('/postgres', lists);
}
