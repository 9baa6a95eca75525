// What a browser notices of the wire: the client's scripts and styles arrive brotli- or gzip-
// compressed (precompressed at build), JSON and the app's page are compressed per answer when asked,
// a client that asks for nothing (the benchmarks) gets plain bytes, and pictures are cached.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecipeIdFor } from '../../server/modules/catalogue/index.ts';
import { readSeedRecipes } from '../../server/modules/catalogue/recipe-seed.ts';
import { distDir } from '../../web/web-build.ts';
import { startTestLarder, type TestLarder } from '../setup/larder.ts';

let larder: TestLarder;
beforeAll(async () => {
  larder = await startTestLarder();
});
afterAll(async () => {
  await larder?.close();
});

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (fetch would decompress them). */
  body: Buffer;
}

function get(pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${larder.baseUrl}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decoded = (answer: RawAnswer) =>
  answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(answer.body) : answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;

/** The entry script and the stylesheet index.html names. */
function mainFiles() {
  const page = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return { script: /src="(\/assets\/index-[^"]+\.js)"/.exec(page)![1]!, style: /href="(\/assets\/index-[^"]+\.css)"/.exec(page)![1]! };
}

describe("the client's scripts and styles", () => {
  it('come brotli-compressed to a browser, and decompress to exactly the built file', async () => {
    const { script } = mainFiles();
    const answer = await get(script, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = fs.readFileSync(path.join(distDir, script));
    expect(answer.body.length).toBeLessThan(plain.length / 3);
    expect(decoded(answer).equals(plain)).toBe(true);
  });

  it('come gzip-compressed to a client that takes only gzip', async () => {
    const { style } = mainFiles();
    const answer = await get(style, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
    expect(decoded(answer).equals(fs.readFileSync(path.join(distDir, style)))).toBe(true);
  });

  it('come plain to a client that asks for no encoding', async () => {
    const { script } = mainFiles();
    const answer = await get(script);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.equals(fs.readFileSync(path.join(distDir, script)))).toBe(true);
  });
});

describe('JSON and the page', () => {
  it('a large JSON answer is compressed when asked (br, else gzip) and plain when not', async () => {
    const plain = await get('/api/v1/recipe');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const list = JSON.parse(plain.body.toString('utf8'));
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const answer = await get('/api/v1/recipe', { 'accept-encoding': accepted! });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decoded(answer).toString('utf8'))).toEqual(list);
    }
  });

  it('a small JSON answer stays plain even when compression is offered', async () => {
    const answer = await get('/api/v1/csrf/token', { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('an answer keeps the headers its routes stamp on after the handler, compressed or not', async () => {
    const plain = await get('/auth/v1/health');
    expect(plain.headers['cache-control']).toBe('no-store');
    const answer = await get('/auth/v1/health', { 'accept-encoding': 'gzip, br' });
    for (const name of ['cache-control', 'x-supabase-api-version', 'x-request-id']) expect(answer.headers[name], name).toBeDefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it("the app's page is compressed and keeps its policy headers", async () => {
    const plain = await get('/meal-plan');
    const answer = await get('/meal-plan', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).equals(plain.body)).toBe(true);
    for (const name of ['content-type', 'content-security-policy', 'cache-control', 'x-frame-options']) expect(answer.headers[name], name).toBe(plain.headers[name]);
  });
});

describe('pictures', () => {
  const picture = `/images/recipeImages/${seedRecipeIdFor(readSeedRecipes()[0]!.name)}.jpg`;

  it('are kept a day and revalidated by their ETag, never compressed again', async () => {
    const answer = await get(picture, { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const etag = answer.headers.etag!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await get(picture, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });
});
