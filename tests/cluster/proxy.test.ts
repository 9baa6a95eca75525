// The cluster's proxy on its own, against stand-in upstreams: it appends the client's address to
// X-Forwarded-For (the api nodes trust exactly one hop), names the node that answered, skips a node
// that refuses connections, and passes websocket upgrades through both ways.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { createProxy, type ProxyTarget } from '../../server/ops/proxy.ts';

const servers: http.Server[] = [];
const listen = async (server: http.Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
};
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An upstream that answers with the headers it received, and echoes websocket messages. */
async function echoNode(): Promise<number> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ headers: request.headers, body })));
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket, request) => {
    socket.send(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'] }));
    socket.on('message', (data) => socket.send(`echo ${data.toString()}`));
  });
  return listen(server);
}

describe('the cluster proxy', () => {
  it('forwards to the nodes in turn with X-Forwarded-For appended, and skips a node that refuses', async () => {
    const refused = await freePort();
    const targets: ProxyTarget[] = [
      { name: 'api-1', host: '127.0.0.1', port: await echoNode() },
      { name: 'api-down', host: '127.0.0.1', port: refused },
      { name: 'api-2', host: '127.0.0.1', port: await echoNode() },
    ];
    const proxyUrl = `http://127.0.0.1:${await listen(createProxy({ targets: () => targets }))}`;
    const seen: string[] = [];
    for (let n = 0; n < 6; n++) {
      const response = await fetch(`${proxyUrl}/api/v1/thing?n=${n}`, { method: 'POST', body: `body ${n}`, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(response.status).toBe(200);
      const echoed = (await response.json()) as { headers: Record<string, string>; body: string };
      expect(echoed.body).toBe(`body ${n}`);
      expect(echoed.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(echoed.headers['x-forwarded-proto']).toBe('http');
      seen.push(response.headers.get('x-larder-node')!);
    }
    expect(seen).not.toContain('api-down');
    expect(new Set(seen)).toEqual(new Set(['api-1', 'api-2']));
  });

  it('keeps connections to the nodes alive; a read a draining node drops unread goes elsewhere, a write does not', async () => {
    /** Two nodes; `drain(0)` stops node 0 accepting and has it drop, unread, what comes on its open connections. */
    const setUp = async () => {
      const connections = [0, 0];
      const draining = [false, false];
      const servers = [0, 1].map((index) => {
        const server = http.createServer((request, response) => {
          if (draining[index]) {
            request.socket.destroy();
            return;
          }
          response.writeHead(200, { 'content-type': 'text/plain' }).end(`node ${index}`);
        });
        server.on('connection', () => connections[index]!++);
        return server;
      });
      const targets: ProxyTarget[] = [
        { name: 'api-1', host: '127.0.0.1', port: await listen(servers[0]!) },
        { name: 'api-2', host: '127.0.0.1', port: await listen(servers[1]!) },
      ];
      const proxyUrl = `http://127.0.0.1:${await listen(createProxy({ targets: () => targets }))}`;
      const drain = (index: number) => {
        draining[index] = true;
        servers[index]!.close();
      };
      return { connections, drain, proxyUrl };
    };

    const reads = await setUp();
    for (let n = 0; n < 20; n++) expect(await (await fetch(`${reads.proxyUrl}/read`)).text()).toMatch(/^node [01]$/);
    // Twenty requests, one after another: one connection to each node, reused.
    expect(reads.connections).toEqual([1, 1]);
    reads.drain(0);
    const answers: string[] = [];
    for (let n = 0; n < 4; n++) answers.push(await (await fetch(`${reads.proxyUrl}/read`)).text());
    expect(answers).toEqual(['node 1', 'node 1', 'node 1', 'node 1']);

    // A write's body has gone to the node that dropped it: it is not sent again (the cook sees 502).
    const writes = await setUp();
    for (let n = 0; n < 2; n++) expect((await fetch(`${writes.proxyUrl}/read`)).status).toBe(200);
    writes.drain(0);
    const statuses: number[] = [];
    for (let n = 0; n < 2; n++) statuses.push((await fetch(`${writes.proxyUrl}/write`, { method: 'POST', body: 'x' })).status);
    expect(statuses.sort()).toEqual([200, 502]);
  });

  it('keeps an idle client connection open past node\'s 5 s default, so a request sent on it later is answered', async () => {
    const targets: ProxyTarget[] = [{ name: 'api-1', host: '127.0.0.1', port: await echoNode() }];
    const port = await listen(createProxy({ targets: () => targets }));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/api/v1/thing', agent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, socket: request.socket }));
        });
        request.on('error', reject);
      });
    try {
      const first = await get();
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      const second = await get();
      expect(second.status).toBe(200);
      // The same connection, still open: with the default the proxy had closed it after 5 s.
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  }, 20_000);

  it('answers 502 when no node accepts', async () => {
    const proxyUrl = `http://127.0.0.1:${await listen(createProxy({ targets: () => [{ name: 'api-1', host: '127.0.0.1', port: 1 }] }))}`;
    expect((await fetch(`${proxyUrl}/healthz`)).status).toBe(502);
  });

  it('passes a websocket through, with the client address forwarded', async () => {
    const targets: ProxyTarget[] = [{ name: 'api-1', host: '127.0.0.1', port: await echoNode() }];
    const port = await listen(createProxy({ targets: () => targets }));
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send('hello');
    const deadline = Date.now() + 5_000;
    while (messages.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(messages).toEqual([JSON.stringify({ forwardedFor: '127.0.0.1' }), 'echo hello']);
    socket.close();
  });
});
