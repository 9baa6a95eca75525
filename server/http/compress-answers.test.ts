import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressAnswers } from './compress-answers.ts';
import { stampHeader } from './stamp-header.ts';

describe('the encoding chosen from Accept-Encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0.8', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0, deflate', undefined],
  ])('%j gives %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressed answers', () => {
  const large = Array.from({ length: 200 }, (_, index) => ({ index, name: `item ${index}` }));
  const app = new Hono()
    .use('*', compressAnswers())
    .get('/large', (c) => c.json(large))
    .get('/versioned', (c) => {
      c.header('ETag', '"7"');
      return c.json(large);
    })
    .get('/events', (c) => c.body('data: '.repeat(500), 200, { 'content-type': 'text/event-stream' }))
    .get('/picture', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/jpeg' }));

  it('keep a strong ETag as it is (the pantry sends it back in If-Match)', async () => {
    const response = await app.request('/versioned', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toBe('"7"');
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(large);
  });

  it('leave event streams and pictures alone', async () => {
    for (const path of ['/events', '/picture']) {
      const response = await app.request(path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.headers.get('content-encoding'), path).toBeNull();
    }
  });
});

describe('compressed answers from the node server', () => {
  it('keep a header stamped on after the handler (as the auth routes stamp Cache-Control)', async () => {
    const app = new Hono()
      .use('*', compressAnswers())
      .use('*', async (c, next) => {
        await next();
        stampHeader(c, 'Cache-Control', 'no-store');
      })
      .get('/large', (c) => c.json(Array.from({ length: 200 }, (_, index) => ({ index }))));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/large', headers: { 'accept-encoding': 'gzip' } }, (response) => resolve(response.resume().headers)).on('error', reject);
      });
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['cache-control']).toBe('no-store');
      expect(headers.vary).toBe('Accept-Encoding');
    } finally {
      server.close();
    }
  });
});

