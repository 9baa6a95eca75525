// Who is asking, for per-address rate limits: the socket's address, or, behind proxies we were told
// about, the address the nearest of them saw. Only the trusted right-hand end of X-Forwarded-For is
// read: everything to its left was written by the client and proves nothing.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function clientIp(c: Context, trustProxyHops: number): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (app.request in a unit test): no socket to read.
  }
  if (trustProxyHops <= 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustProxyHops] ?? forwarded[0] ?? socket;
}
