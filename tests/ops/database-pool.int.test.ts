// DATABASE_POOL_SIZE bounds the connections a process's pool opens (every node's pool counts against
// the server's max_connections): a burst of requests waits its turn for one, and every request
// still gets its answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredientIdFor } from '../../server/modules/ingredients/index.ts';
import { useTestDatabase } from '../setup/database.ts';
import { signIn, startTestLarder, type TestLarder, type TestUser } from '../setup/larder.ts';

const INGREDIENTS = ['Yellow onion', 'Red onion', 'Green onion', 'Shallot', 'Garlic', 'Ginger root', 'Carrot', 'Baby carrots', 'Celery', 'Russet potato', 'Red potato', 'Sweet potato'];

const testDb = useTestDatabase();

/** The pool's own connections: the projection runners and the listener name theirs otherwise. */
const poolConnections = async () =>
  (await testDb.pool.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'larder-api+projector+worker'`)).rows[0]!.n;

describe('DATABASE_POOL_SIZE', () => {
  let larder: TestLarder;
  let cook: TestUser;

  beforeAll(async () => {
    larder = await startTestLarder({ database: testDb.database, databasePoolSize: 2 });
    cook = await signIn(larder);
  });

  afterAll(async () => {
    await larder?.close();
  });

  it('serves a burst of reads and writes through two connections, and never opens a third', async () => {
    const pantryPath = `/api/v1/pantry-ingredient/pantry/${cook.pantryId}/app_user/${cook.appUserId}`;
    let most = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        most = Math.max(most, await poolConnections());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const adds = INGREDIENTS.map((name) =>
      cook.client.post('/api/v1/pantry-ingredient', { pantry_id: cook.pantryId, app_user_id: cook.appUserId, ingredient_id: ingredientIdFor(name), quantity: 2 }),
    );
    const reads = Array.from({ length: 24 }, () => cook.client.get(pantryPath));
    const answers = await Promise.all([...adds, ...reads]);
    sampling = false;
    await sampler;

    expect(answers.slice(0, adds.length).map((answer) => answer.status)).toEqual(adds.map(() => 201));
    expect(answers.slice(adds.length).map((answer) => answer.status)).toEqual(reads.map(() => 200));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    const pantry = await cook.client.get(pantryPath);
    expect(pantry.body.map((item: { ingredient_id: string }) => item.ingredient_id).sort()).toEqual(INGREDIENTS.map((name) => ingredientIdFor(name)).sort());
  });
});
