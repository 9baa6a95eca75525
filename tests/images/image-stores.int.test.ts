// The image port's two adapters and the content check: the local disk (default) for real, and
// Supabase Storage through the official SDK against a local stand-in that records every request.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImage } from '../../server/images/image-content.ts';
import { MAX_IMAGE_BYTES, type ImageStore } from '../../server/images/image-store.ts';
import { localImageStore } from '../../server/images/local-image-store.ts';
import { supabaseImageStore } from '../../server/images/supabase-image-store.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const RECIPE = 'recipe/0b6a3b4e-2f7c-4d1a-9e8b-5c3d2a1f0e9d';

describe('what an upload really is', () => {
  it('accepts JPEG and PNG by their first bytes', () => {
    expect(checkImage(JPEG)).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkImage(PNG)).toEqual({ ok: true, contentType: 'image/png' });
  });
  it('refuses a renamed text file, an empty file and anything over 5 MB', () => {
    expect(checkImage(Buffer.from('this is not a picture.jpg'))).toEqual({ ok: false, message: 'Only JPEG and PNG images can be uploaded.' });
    expect(checkImage(Buffer.alloc(0))).toMatchObject({ ok: false, message: expect.stringContaining('empty') });
    const large = Buffer.concat([JPEG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(checkImage(large)).toMatchObject({ ok: false, message: expect.stringContaining('5 MB') });
  });
});

async function behavesAsAStore(store: ImageStore) {
  expect(await store.get(RECIPE)).toBeUndefined();
  await store.put(RECIPE, { bytes: PNG, contentType: 'image/png' });
  expect(await store.get(RECIPE)).toEqual({ bytes: PNG, contentType: 'image/png' });
  // Replacing with another type leaves only the new image.
  await store.put(RECIPE, { bytes: JPEG, contentType: 'image/jpeg' });
  expect(await store.get(RECIPE)).toEqual({ bytes: JPEG, contentType: 'image/jpeg' });
  expect(await store.delete(RECIPE)).toBe(true);
  expect(await store.get(RECIPE)).toBeUndefined();
  expect(await store.delete(RECIPE)).toBe(false);
  await expect(store.put('recipe/../../etc/passwd', { bytes: JPEG, contentType: 'image/jpeg' })).rejects.toThrow(/not an image key/);
}

describe('the local-disk store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-images-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  it('stores, replaces, reads and deletes images under its folder only', async () => {
    await behavesAsAStore(localImageStore(root));
    expect(fs.readdirSync(path.join(root, 'recipe'))).toEqual([]);
  });
});

describe('the Supabase Storage store', () => {
  // The stand-in keeps objects in memory and answers as Storage does.
  const objects = new Map<string, { bytes: Buffer; type: string }>();
  const requests: Array<{ method: string; url: string; authorization?: string; contentType?: string }> = [];
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      requests.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization, contentType: request.headers['content-type'] });
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const objectPath = decodeURIComponent(request.url!.replace(/^\/storage\/v1\/object\//, '').split('?')[0]!);
      if (request.method === 'POST' || request.method === 'PUT') {
        objects.set(objectPath, { bytes: body, type: String(request.headers['content-type']) });
        return reply(200, { Key: objectPath, Id: 'object-id' });
      }
      if (request.method === 'GET') {
        const found = objects.get(objectPath);
        if (!found) return reply(400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
        response.writeHead(200, { 'content-type': found.type });
        return response.end(found.bytes);
      }
      if (request.method === 'DELETE') {
        const { prefixes } = JSON.parse(body.toString()) as { prefixes: string[] };
        const removed = prefixes.filter((prefix) => objects.delete(`${objectPath}/${prefix}`));
        return reply(200, removed.map((name) => ({ name })));
      }
      reply(405, { message: 'unexpected' });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores, replaces, reads and deletes through the SDK with the service key', async () => {
    await behavesAsAStore(supabaseImageStore({ url, serviceKey: 'service-key', bucket: 'recipe-images' }));
    expect(requests.length).toBeGreaterThan(4);
    expect(requests.every((request) => request.authorization === 'Bearer service-key')).toBe(true);
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({ url: `/storage/v1/object/recipe-images/${RECIPE}`, contentType: 'image/png' });
    expect(requests.some((request) => request.method === 'DELETE' && request.url === '/storage/v1/object/recipe-images')).toBe(true);
  });
});
