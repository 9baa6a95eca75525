// Images on the local disk, under the data folder (next to the embedded database): the default.
// Written to a temporary file and renamed, so a reader never sees half an image.
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type ImageStore, type ImageType } from './image-store.ts';

const extensionOf: Record<ImageType, string> = { 'image/jpeg': '.jpg', 'image/png': '.png' };

export function localImageStore(root: string): ImageStore {
  const base = (key: string) => path.join(root, checkKey(key));
  return {
    name: 'local',
    async put(key, image) {
      await this.delete(key);
      const file = base(key) + extensionOf[image.contentType];
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, image.bytes);
      await fs.rename(temporary, file);
    },
    async get(key) {
      for (const [contentType, extension] of Object.entries(extensionOf) as Array<[ImageType, string]>) {
        try {
          return { bytes: await fs.readFile(base(key) + extension), contentType };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return undefined;
    },
    async delete(key) {
      let deleted = false;
      for (const extension of Object.values(extensionOf)) {
        try {
          await fs.unlink(base(key) + extension);
          deleted = true;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return deleted;
    },
  };
}
