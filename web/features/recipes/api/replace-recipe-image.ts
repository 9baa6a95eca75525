// A recipe's photo is replaced by DELETE then POST /api/v1/supabase/recipe-images/recipe/{id}
// (multipart, field `file`). The delete fails when there was no photo yet, which is fine: it is
// ignored (catalogue spec §7). A refused upload reads 'Upload failed: {status text}' (spec §8).
import { IMAGE_TYPES, imageMessages, MAX_IMAGE_BYTES } from '@contract/images';
import { api, ApiError } from '@/lib/api-client';

/** The server's rules (server/contract/images.ts): a file they refuse is refused there. */
export { IMAGE_TYPES } from '@contract/images';

/** Why the server would refuse this file, in its own words; undefined for one it takes. */
export function imageProblem(file: File): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return imageMessages.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return imageMessages.tooLarge;
  return undefined;
}

export class ImageUploadError extends Error {
  constructor(
    message: string,
    /** The server's own words, when it gave any ('Only JPEG and PNG images can be uploaded.'). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

export async function replaceRecipeImage(recipeId: string, file: File): Promise<void> {
  const path = `/supabase/recipe-images/recipe/${recipeId}`;
  await api('DELETE', path).catch(() => undefined);
  const form = new FormData();
  form.append('file', file);
  try {
    await api('POST', path, { body: form });
  } catch (error) {
    if (error instanceof ApiError) throw new ImageUploadError(`Upload failed: ${error.statusText || error.status}`, error.message);
    throw new ImageUploadError('Upload failed: Network error');
  }
}
