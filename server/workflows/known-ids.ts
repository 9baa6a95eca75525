// Links must name a diet, cuisine or ingredient that exists: otherwise a clear 400, before any event.
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { unknownReferenceIds } from '../modules/reference/index.ts';

const unknownIdMessages = {
  diet: 'One of the chosen diets does not exist. Reload the page and choose again.',
  cuisine: 'One of the chosen cuisines does not exist. Reload the page and choose again.',
  ingredient: 'One of the chosen ingredients does not exist. Reload the page and choose again.',
} as const;

/** 400 when a link names no diet, cuisine or ingredient we know. */
export async function requireKnownIds(db: Db, kind: keyof typeof unknownIdMessages, ids: readonly string[]) {
  const unknown = await unknownReferenceIds(db, kind, ids);
  if (unknown.length > 0) throw new HttpError(400, unknownIdMessages[kind], { unknownIds: unknown });
}

