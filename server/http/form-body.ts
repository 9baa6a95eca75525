// A posted HTML form's fields. A body that cannot be read as a form (another content type, broken
// multipart) or that holds characters no text may hold reads as an empty form, so the page answers
// as it does for a form with nothing filled in, never a 500.
import type { Context } from 'hono';
import { holdsBrokenText } from '../text.ts';

export async function formFields(c: Context): Promise<Record<string, string | File>> {
  try {
    const fields = (await c.req.parseBody()) as Record<string, string | File>;
    return holdsBrokenText(fields) ? {} : fields;
  } catch {
    return {};
  }
}
