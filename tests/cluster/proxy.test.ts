// The cluster's proxy on its own, against stand-in api nodes that accept the PROXY protocol as the
// real ones do: connections go to the nodes in turn and skip one that refuses, each node sees the
// client's own address and port, requests on one connection stay with its node, bodies and
// websocket frames pass through untouched, and a draining node's connections move to the other.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { freePort } from '../../server/db/embedded-postgres.ts';
import { acceptProxyProtocol } from '../../server/http/proxy-protocol.ts';
import { createProxy, type ProxyTarget, type TcpProxy } from '../../server/ops/proxy.ts';

const servers: Array<http.Server | TcpProxy> = [];
const listen = async (server: http.Server | TcpProxy) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
};
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A stand-in api node: answers with its name, the client it was told of and the body's length; echoes websocket messages. */
async function node(name: string) {
  const server = http.createServer((request, response) => {
    let length = 0;
    request.on('data', (chunk: Buffer) => (length += chunk.length));
    request.on('end', () =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ node: name, client: `${request.socket.remoteAddress}:${request.socket.remotePort}`, bodyLength: length })),
    );
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket, request) => {
    socket.send(JSON.stringify({ node: name, client: `${request.socket.remoteAddress}:${request.socket.remotePort}` }));
    socket.on('message', (data) => socket.send(`echo ${data.toString()}`));
  });
  const port = await listen(server);
  acceptProxyProtocol(server);
  return { server, target: { name, host: '127.0.0.1', port } satisfies ProxyTarget };
}

interface Answer {
  status: number;
  body: { node: string; client: string; bodyLength: number };
  /** The client's end of the connection the answer came on. */
  local: string;
  socket: Socket;
}

function send(port: number, options: { agent?: http.Agent | false; method?: string; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/api/v1/thing', method: options.method ?? 'GET', agent: options.agent ?? false }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text), local: `${request.socket!.localAddress}:${request.socket!.localPort}`, socket: request.socket! }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('the cluster proxy', () => {
  it('sends each connection to the next node, skips a node that refuses, and tells the node who the client is', async () => {
    const nodes = [await node('api-1'), await node('api-2')];
    const targets: ProxyTarget[] = [nodes[0]!.target, { name: 'api-down', host: '127.0.0.1', port: await freePort() }, nodes[1]!.target];
    const port = await listen(createProxy({ targets: () => targets }));
    const answers: Answer[] = [];
    for (let n = 0; n < 6; n++) answers.push(await send(port)); // a new connection each time
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      // The node sees the client's own address and port, not the proxy's connection to it.
      expect(answer.body.client).toBe(answer.local);
    }
    const seen = answers.map((answer) => answer.body.node);
    expect(seen).not.toContain('api-down');
    expect(seen.filter((name) => name === 'api-1').length).toBeGreaterThanOrEqual(2);
    expect(seen.filter((name) => name === 'api-2').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps a connection with its node, and passes a large body through whole', async () => {
    const nodes = [await node('api-1'), await node('api-2')];
    const port = await listen(createProxy({ targets: () => nodes.map((one) => one.target) }));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answers: Answer[] = [];
      for (let n = 0; n < 4; n++) answers.push(await send(port, { agent, method: 'POST', body: Buffer.alloc(1_000_000 + n, 7) }));
      expect(answers.map((answer) => answer.body.bodyLength)).toEqual([1_000_000, 1_000_001, 1_000_002, 1_000_003]);
      expect(new Set(answers.map((answer) => answer.socket)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.body.node)).size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('moves new connections to the other node when one drains, and its kept-alive connections end', async () => {
    const nodes = [await node('api-1'), await node('api-2')];
    const port = await listen(createProxy({ targets: () => nodes.map((one) => one.target) }));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(port, { agent });
      const draining = nodes.find((one) => one.target.name === first.body.node)!;
      const ended = new Promise((resolve) => first.socket.once('close', resolve));
      // A drain as the api's (server/http/drain.ts): stop accepting, close the idle connections.
      draining.server.close();
      draining.server.closeIdleConnections();
      await ended;
      const after: string[] = [];
      for (let n = 0; n < 4; n++) after.push((await send(port, { agent })).body.node);
      expect(after).toEqual(Array(4).fill(first.body.node === 'api-1' ? 'api-2' : 'api-1'));
    } finally {
      agent.destroy();
    }
  });

  it('delivers a closing node\'s last answer whole to a client that reads it slowly', async () => {
    const size = 8_000_000;
    const server = http.createServer((_request, response) => {
      // As a draining node answers: its last answer, then the connection closes.
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': size, connection: 'close' }).end(Buffer.alloc(size, 1));
    });
    const nodePort = await listen(server);
    acceptProxyProtocol(server);
    const port = await listen(createProxy({ targets: () => [{ name: 'api-1', host: '127.0.0.1', port: nodePort }] }));
    const received = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/big', agent: false }, (response) => {
          let length = 0;
          // A slow reader to the last byte: the node has written all and closed long before.
          response.on('data', (chunk: Buffer) => {
            length += chunk.length;
            response.pause();
            setTimeout(() => response.resume(), 5);
          });
          response.on('end', () => resolve(length));
          response.on('error', reject);
        })
        .on('error', reject);
    });
    expect(received).toBe(size);
  });

  it('answers 502 when no node accepts', async () => {
    const refused = await freePort();
    const port = await listen(createProxy({ targets: () => [{ name: 'api-1', host: '127.0.0.1', port: refused }] }));
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, text }));
        })
        .on('error', reject);
    });
    expect(answer).toEqual({ status: 502, text: JSON.stringify({ error: 'No api node is accepting connections.' }) });
  });

  it('passes a websocket through both ways, the client named to the node', async () => {
    const { target } = await node('api-1');
    const port = await listen(createProxy({ targets: () => [target] }));
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const local = `${(socket as unknown as { _socket: Socket })._socket.localAddress}:${(socket as unknown as { _socket: Socket })._socket.localPort}`;
    socket.send('hello');
    const deadline = Date.now() + 5_000;
    while (messages.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(messages).toEqual([JSON.stringify({ node: 'api-1', client: local }), 'echo hello']);
    socket.close();
  });
});
