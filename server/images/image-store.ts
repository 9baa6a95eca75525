// The port for stored images (recipe photos cooks upload). Keys are paths like `recipe/{id}`; the
// local-disk adapter is the default, the Supabase Storage adapter serves hosted deployments.
import type { ImageType } from '../contract/images.ts';

export interface StoredImage {
  bytes: Buffer;
  contentType: ImageType;
}

export type { ImageType } from '../contract/images.ts';

export interface ImageStore {
  readonly name: 'local' | 'supabase';
  put(key: string, image: StoredImage): Promise<void>;
  get(key: string): Promise<StoredImage | undefined>;
  /** True when there was something to delete. */
  delete(key: string): Promise<boolean>;
}

export { MAX_IMAGE_BYTES } from '../contract/images.ts';

/** Keys are our own ids under a fixed folder: nothing a caller sends can climb out of it. */
export const IMAGE_KEY = /^(recipe|ingredient)\/[0-9a-f-]{36}$/;

export function checkKey(key: string): string {
  if (!IMAGE_KEY.test(key)) throw new Error(`not an image key: ${key}`);
  return key;
}
