// The api's side of the PROXY protocol: a line at the start of a connection gives the client's
// address to what reads the socket (here Hono's getConnInfo, as the rate limits do), over real
// sockets, however the line arrives; a connection without one is served as it is; a bad line is
// never served.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp } from '../stand-ins/auth/client-ip.ts';
import { acceptProxyProtocol, parseProxyLine } from './proxy-protocol.ts';

describe('parseProxyLine', () => {
  it('reads the client of a TCP4 or TCP6 line, and nothing of UNKNOWN', () => {
    expect(parseProxyLine('PROXY TCP4 203.0.113.9 10.0.0.5 51234 3000')).toEqual({ address: '203.0.113.9', port: 51234, family: 'IPv4' });
    expect(parseProxyLine('PROXY TCP6 2001:db8::9 2001:db8::1 40000 443')).toEqual({ address: '2001:db8::9', port: 40000, family: 'IPv6' });
    expect(parseProxyLine('PROXY UNKNOWN')).toBeNull();
    expect(parseProxyLine('PROXY UNKNOWN ffff:f...f:ffff ffff:f...f:ffff 65535 65535')).toBeNull();
  });

  it('refuses a line that is not one', () => {
    for (const line of [
      'GET / HTTP/1.1',
      'PROXY TCP4 203.0.113.9 10.0.0.5 51234',
      'PROXY UDP4 203.0.113.9 10.0.0.5 51234 3000',
      'PROXY TCP4 2001:db8::9 10.0.0.5 51234 3000',
      'PROXY TCP6 203.0.113.9 10.0.0.5 51234 3000',
      'PROXY TCP4 203.0.113.9 10.0.0.5 70000 3000',
      'PROXY TCP4 203.0.113.9 10.0.0.5 -1 3000',
      'PROXY TCP4 not-an-ip 10.0.0.5 51234 3000',
    ]) {
      expect(() => parseProxyLine(line), line).toThrow();
    }
  });
});

describe('an api port that accepts the PROXY protocol', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    // What the rate limits read: the socket's address (no forwarded hops trusted).
    const app = new Hono().all('*', async (c) => c.json({ ip: clientIp(c, 0), path: c.req.path, body: await c.req.text() }));
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server)) as Server;
    });
    acceptProxyProtocol(server);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends `parts` one by one (a pause between them), and gives back all the connection received until it closed. */
  const exchange = (parts: string[]) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      // A server that never answers nor closes fails the test with what it sent, not a hang.
      const cap = setTimeout(() => socket.destroy(), 5_000);
      socket.on('close', () => {
        clearTimeout(cap);
        resolve(received);
      });
      socket.on('error', reject);
      socket.once('connect', async () => {
        for (const part of parts) {
          socket.write(part);
          await new Promise((wait) => setTimeout(wait, 15));
        }
      });
    });
  const request = (path: string, close = true) => `GET ${path} HTTP/1.1\r\nhost: larder\r\n${close ? 'connection: close\r\n' : ''}\r\n`;
  const bodiesOf = (received: string) => [...received.matchAll(/\{[^\n]*\}/g)].map((match) => JSON.parse(match[0]) as { ip: string; path: string });

  it('serves the client the line names, whether the line comes with the request or byte by byte', async () => {
    const together = await exchange([`PROXY TCP4 203.0.113.9 127.0.0.1 51234 ${port}\r\n${request('/one')}`]);
    expect(together).toMatch(/^HTTP\/1\.1 200 /);
    expect(bodiesOf(together)).toEqual([{ ip: '203.0.113.9', path: '/one', body: '' }]);

    const line = `PROXY TCP6 2001:db8::9 ::1 40000 ${port}\r\n`;
    const trickled = await exchange([...line.split(''), request('/two')]);
    expect(bodiesOf(trickled)).toEqual([{ ip: '2001:db8::9', path: '/two', body: '' }]);
  });

  it('keeps the address for every request on a kept-alive connection', async () => {
    const received = await exchange([`PROXY TCP4 198.51.100.7 127.0.0.1 50000 ${port}\r\n${request('/first', false)}`, request('/second')]);
    expect(bodiesOf(received)).toEqual([
      { ip: '198.51.100.7', path: '/first', body: '' },
      { ip: '198.51.100.7', path: '/second', body: '' },
    ]);
  });

  it('serves a connection without a line under its own address, and UNKNOWN the same', async () => {
    expect(bodiesOf(await exchange([request('/direct')]))).toEqual([{ ip: '127.0.0.1', path: '/direct', body: '' }]);
    expect(bodiesOf(await exchange([`PROXY UNKNOWN\r\n${request('/unknown')}`]))).toEqual([{ ip: '127.0.0.1', path: '/unknown', body: '' }]);
  });

  it('closes a connection whose line is malformed or too long, without serving it', async () => {
    expect(await exchange([`PROXY TCP4 203.0.113.9 127.0.0.1 99999 ${port}\r\n${request('/bad')}`])).toBe('');
    expect(await exchange([`PROXY TCP4 ${'1'.repeat(120)}`])).toBe('');
  });
});
