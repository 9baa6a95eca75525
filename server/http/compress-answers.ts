// Compresses the api's JSON and the app's page for a client that asks (Accept-Encoding): brotli,
// else gzip. Not hono/compress: it sets Vary with c.header, which copies every answer's body even for
// a client that asks for nothing, and with no Content-Length (c.json sets none) it compresses answers
// of any size. Static files go out precompressed (web-client.ts); images and event streams are not
// JSON or HTML, and the websocket is upgraded before Hono sees the request.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { stampHeader } from './stamp-header.ts';

const COMPRESSIBLE = /^\s*(application\/json|text\/html)\s*(;|$)/i;
/** Smaller answers fit in a packet or two anyway: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Fast settings: these run per answer, off the event loop (zlib's thread pool).
const encoders = {
  br: (bytes: Uint8Array) => brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
  gzip: (bytes: Uint8Array) => gzip(bytes, { level: 6 }),
};

/** br, else gzip, when the client accepts it (by name or by *, with a q above 0). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (['br', 'gzip'] as const).find((name) => (weights.get(name) ?? weights.get('*') ?? 0) > 0);
}

export function compressAnswers(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !COMPRESSIBLE.test(res.headers.get('content-type') ?? '') || res.headers.has('content-encoding')) return;
    if (/no-transform/i.test(res.headers.get('cache-control') ?? '')) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const length = res.headers.get('content-length');
    if (encoding && res.status !== 204 && res.status !== 206 && res.status !== 304 && (length === null || Number(length) >= threshold)) {
      // Headers first: reading the body rebuilds the answer from the headers it was made with, which
      // drops any stamped on since (stamp-header.ts).
      const headers = new Headers(res.headers);
      const plain = new Uint8Array(await res.arrayBuffer());
      const compress = plain.byteLength >= threshold;
      if (compress) {
        // The ETag stays as it is: the pantry's is its version, sent back in If-Match.
        headers.delete('content-length');
        headers.set('content-encoding', encoding);
      }
      // Cleared first: assigning over an answer copies its (rebuilt) headers onto the new one.
      c.res = undefined;
      c.res = new Response(compress ? await encoders[encoding](plain) : plain, { status: res.status, headers });
    }
    // The answer depends on Accept-Encoding whatever this client sent: caches keep the variants apart.
    const vary = c.res.headers.get('vary');
    if (!vary) stampHeader(c, 'Vary', 'Accept-Encoding');
    else if (!/accept-encoding|\*/i.test(vary)) stampHeader(c, 'Vary', `${vary}, Accept-Encoding`);
  };
}
