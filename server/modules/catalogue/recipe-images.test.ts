// A recipe's photo keeps its address when it is replaced: browsers keep it a day, then ask again
// with its ETag and get 304 while it is the same photo, the new bytes once it is not.
import { describe, expect, it } from 'vitest';
import type { ImageStore, StoredImage } from '../../images/image-store.ts';
import { recipeImageReadRoutes } from './recipe-images.routes.ts';

const ID = '0b6a3b4e-2f7c-4d1a-9e8b-5c3d2a1f0e9d';
const PATH = `/supabase/recipe-images/recipe/${ID}`;

function storeWith(image: StoredImage): ImageStore & { image: StoredImage } {
  return {
    name: 'local',
    image,
    async get() {
      return this.image;
    },
    async put() {},
    async delete() {
      return true;
    },
  };
}

describe('a recipe photo', () => {
  it('is cached a day and revalidated by its ETag, which follows the bytes', async () => {
    const store = storeWith({ bytes: Buffer.from('first photo'), contentType: 'image/jpeg' });
    const routes = recipeImageReadRoutes(store);
    const first = await routes.request(PATH);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);

    const unchanged = await routes.request(PATH, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');

    store.image = { bytes: Buffer.from('second photo'), contentType: 'image/png' };
    const replaced = await routes.request(PATH, { headers: { 'if-none-match': etag } });
    expect(replaced.status).toBe(200);
    expect(replaced.headers.get('etag')).not.toBe(etag);
    expect(Buffer.from(await replaced.arrayBuffer()).toString()).toBe('second photo');
  });
});
