// Headers set after the handler has answered (by middleware that runs around it).
import type { Context, Env } from 'hono';

/**
 * Sets a header on the answer as it is. Not c.header(): on an answer already made, it copies the
 * answer's body, which turns @hono/node-server's lightweight response into a full web Response with
 * a body stream, on every request (a tenth of an api node's CPU under load). The headers of a
 * response from fetch() are immutable: that one is copied after all.
 */
export function stampHeader<E extends Env>(c: Context<E>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
