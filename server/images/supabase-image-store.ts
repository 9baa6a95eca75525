// Images in a Supabase Storage bucket, through the official SDK, for hosted deployments. The
// service key stays on the server; the browser only ever talks to our API.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { checkKey, type ImageStore, type ImageType } from './image-store.ts';

export function supabaseImageStore(options: { url: string; serviceKey: string; bucket: string }): ImageStore {
  const client = createClient(options.url, options.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; the realtime client is built eagerly even though we never use it.
    realtime: { transport: WebSocket as never },
  });
  const bucket = () => client.storage.from(options.bucket);
  return {
    name: 'supabase',
    async put(key, image) {
      const { error } = await bucket().upload(checkKey(key), image.bytes, { contentType: image.contentType, upsert: true, cacheControl: '3600' });
      if (error) throw new Error(`Storage refused the image: ${error.message}`);
    },
    async get(key) {
      const { data, error } = await bucket().download(checkKey(key));
      if (error) {
        const status = (error as { status?: number; statusCode?: string }).status ?? Number((error as { statusCode?: string }).statusCode);
        if (status === 400 || status === 404 || /not found/i.test(error.message)) return undefined;
        throw new Error(`Storage could not be read: ${error.message}`);
      }
      const bytes = Buffer.from(await data.arrayBuffer());
      const contentType: ImageType = data.type === 'image/png' ? 'image/png' : 'image/jpeg';
      return { bytes, contentType };
    },
    async delete(key) {
      const { data, error } = await bucket().remove([checkKey(key)]);
      if (error) throw new Error(`Storage could not delete the image: ${error.message}`);
      return data.length > 0;
    },
  };
}
