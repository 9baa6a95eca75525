// Fetching a page a cook names must not reach into our own network (SSRF): loopback, private and
// link-local addresses are refused however they are written or reached (a name resolving to them, a
// redirect to them), and a page too big or too slow is refused in words. Nothing here leaves the
// machine: the 'public' server is a local one the fetcher is told to allow, as the tests' fixtures are.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPage, isPublicAddress, PageRefused, type PageFetchOptions } from '../../server/modules/recipe-import/page-fetch.ts';

let site: http.Server;
let inside: http.Server;
let sitePort: number;
let insidePort: number;

const PAGE = '<!doctype html><title>Soup</title><p>Soup</p>';

beforeAll(async () => {
  // Stands in for a private service the fetcher must never reach.
  inside = http.createServer((_request, response) => response.end('secret'));
  await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
  insidePort = (inside.address() as AddressInfo).port;
  site = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/recipe') return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    if (path === '/moved') return void response.writeHead(301, { location: '/recipe' }).end();
    if (path === '/to-inside') return void response.writeHead(302, { location: `http://127.0.0.1:${insidePort}/` }).end();
    if (path === '/to-metadata') return void response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
    if (path === '/huge') return void response.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(3 * 1024 * 1024));
    if (path === '/huge-declared') return void response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) }).end('<p>');
    if (path === '/slow') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html>');
      return; // never ends
    }
    if (path === '/pdf') return void response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  sitePort = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => inside.close(resolve));
});

/** The fixtures server counts as public, nothing else on this machine does. */
const allowingSite = (extra: PageFetchOptions = {}): PageFetchOptions => ({ allowPrivate: (address, port) => address === '127.0.0.1' && port === sitePort, ...extra });

async function refusal(address: string, options: PageFetchOptions = allowingSite()) {
  try {
    await fetchPage(address, options);
  } catch (error) {
    if (error instanceof PageRefused) return { reason: error.reason, message: error.message };
    throw error;
  }
  throw new Error(`${address} was fetched`);
}

describe('fetching a recipe page', () => {
  it('reads a page, following a redirect on the same site', async () => {
    await expect(fetchPage(`http://127.0.0.1:${sitePort}/moved`, allowingSite())).resolves.toEqual({ url: `http://127.0.0.1:${sitePort}/recipe`, html: PAGE });
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${insidePort}/`],
    ['loopback written short', () => `http://127.1:${insidePort}/`],
    ['a private range', () => 'http://10.0.0.1/'],
    ['another private range', () => 'http://192.168.1.1/admin'],
    ['the cloud metadata address (link-local)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${insidePort}/`],
    ['IPv4 loopback written as IPv6', () => `http://[::ffff:127.0.0.1]:${insidePort}/`],
    ['a name that resolves to loopback', () => `http://localhost:${insidePort}/`],
  ])('refuses %s', async (_case, address) => {
    expect(await refusal(address())).toEqual({ reason: 'private', message: 'That address is on a private network, not the public web, so Larder will not fetch it.' });
  });

  it('refuses a public-looking name whose DNS answer is private, even beside a public one', async () => {
    const lookup = async (hostname: string) => (hostname === 'recipes.example.test' ? ['93.184.216.34', '127.0.0.1'] : []);
    expect((await refusal('http://recipes.example.test/', { lookup })).reason).toBe('private');
  });

  it('checks each redirect again: to a private service or the metadata address is refused', async () => {
    expect((await refusal(`http://127.0.0.1:${sitePort}/to-inside`)).reason).toBe('private');
    expect((await refusal(`http://127.0.0.1:${sitePort}/to-metadata`)).reason).toBe('private');
    expect(await refusal(`http://127.0.0.1:${sitePort}/loop`)).toMatchObject({ reason: 'redirects', message: expect.stringContaining('redirects more than 5 times') });
  });

  it('refuses a page over 2 MB, sent or declared, and one slower than the time allowed', async () => {
    expect(await refusal(`http://127.0.0.1:${sitePort}/huge`)).toMatchObject({ reason: 'too-large', message: expect.stringContaining('larger than 2 MB') });
    expect((await refusal(`http://127.0.0.1:${sitePort}/huge-declared`)).reason).toBe('too-large');
    const started = Date.now();
    expect(await refusal(`http://127.0.0.1:${sitePort}/slow`, allowingSite({ timeoutMs: 500 }))).toMatchObject({ reason: 'timeout', message: expect.stringContaining('took longer than 1 second to send') });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses what is not a web page or not a web address, in words', async () => {
    expect(await refusal(`http://127.0.0.1:${sitePort}/pdf`)).toMatchObject({ reason: 'not-html', message: expect.stringContaining('application/pdf') });
    expect((await refusal('file:///etc/passwd')).reason).toBe('scheme');
    expect((await refusal('gopher://127.0.0.1:70/')).reason).toBe('scheme');
    expect((await refusal('not a web address')).reason).toBe('address');
    expect((await refusal('http://user:secret@example.test/')).reason).toBe('address');
  });
});

describe('a public address', () => {
  it('is on the public internet, not this host or a private, shared, link-local or reserved range', () => {
    expect(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'].map(isPublicAddress)).toEqual([true, true, true]);
    expect(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', 'not-an-ip'].map(isPublicAddress)).toEqual(Array(13).fill(false));
  });
});
