// Ingredient reads the pantry needs (spec §7 'Pantry' and 'Preferences'); public, like the pages.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { findIngredient, listIngredients, listUnitsOfMeasurement, toIngredientResponse } from './ingredients.queries.ts';

export function ingredientRoutes(db: Db) {
  return new Hono()
    .get('/ingredient', async (c) => c.json(await listIngredients(db)))
    .get('/postgres/ingredient', async (c) => c.json(await listIngredients(db)))
    .get('/ingredient/unit_of_measurement_enum', async (c) => c.json(await listUnitsOfMeasurement(db)))
    .get('/ingredient/:id', validate('param', z.object({ id: z.uuid({ error: 'That is not an ingredient id.' }) })), async (c) => {
      const row = await findIngredient(db, c.req.valid('param').id);
      if (!row) throw new HttpError(404, 'Ingredient not found.');
      return c.json([toIngredientResponse(row)]);
    });
}
