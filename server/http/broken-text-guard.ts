// Paths and queries are text that reaches queries too (a NUL in `/billing/local/checkout/%00` failed
// one with a 500): refused at the door, before any route reads them, as bodies are in `validate`.
import type { MiddlewareHandler } from 'hono';
import { BROKEN_TEXT_MESSAGE, holdsBrokenText } from '../text.ts';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // Not UTF-8 once decoded: the routes see it still encoded, which any text column can hold.
    return text;
  }
}

export const refuseBrokenText: MiddlewareHandler = async (c, next) => {
  // HTTP refuses a raw NUL and carries no lone surrogate: only a percent-encoded address can hold
  // either, so the rest of the requests are not parsed again.
  if (!c.req.url.includes('%')) return next();
  const url = new URL(c.req.url);
  const query = [...url.searchParams].flat();
  if (holdsBrokenText(decoded(url.pathname)) || holdsBrokenText(query)) {
    return c.json({ error: BROKEN_TEXT_MESSAGE, issues: [{ path: '', message: BROKEN_TEXT_MESSAGE }] }, 400);
  }
  await next();
};
