import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { signIn, startTestLarder, type TestLarder } from '../setup/larder.ts';

let larder: TestLarder;
beforeAll(async () => {
  larder = await startTestLarder();
});
afterAll(async () => {
  await larder?.close();
});

describe('pantry over HTTP', () => {
  it('an added item appears in the list with the unit and expiry read from the ingredient', async () => {
    const cook = await signIn(larder);
    const spinach = ingredientIdFor('Spinach');
    const added = await cook.client.post('/api/v1/pantry-ingredient', {
      pantry_id: cook.pantryId,
      app_user_id: cook.appUserId,
      ingredient_id: spinach,
      quantity: 200,
      purchase_date: '2026-11-01',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const list = await cook.client.get(`/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ ingredient_name: 'Spinach', quantity: 200, purchase_date: '2026-11-01' });
  });
});
