// The cluster's front door: a small round-robin reverse proxy for HTTP and websocket upgrades, so
// the local cluster behaves as a deployment behind one load balancer does. It appends the client's
// address to X-Forwarded-For (the api nodes run with TRUST_PROXY_HOPS=1) and names the node that
// answered in x-larder-node. A node that refuses the connection (stopped, draining, restarting) is
// skipped; a request it had already begun is not retried, as it may have had an effect.
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export interface ProxyTarget {
  name: string;
  host: string;
  port: number;
}

export interface ProxyOptions {
  targets: () => readonly ProxyTarget[];
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export const NODE_HEADER = 'x-larder-node';

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are not passed on.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

function forwardedHeaders(request: IncomingMessage, keepUpgrade: boolean): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || (HOP_BY_HOP.has(name) && !(keepUpgrade && (name === 'connection' || name === 'upgrade')))) continue;
    headers[name] = value;
  }
  const client = request.socket.remoteAddress ?? '';
  const prior = request.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${Array.isArray(prior) ? prior.join(', ') : prior}, ${client}` : client;
  headers['x-forwarded-proto'] ??= 'http';
  if (request.headers.host) headers['x-forwarded-host'] ??= request.headers.host;
  return headers;
}

/**
 * Requests sent again when a kept-alive connection fails under them: safe methods (RFC 9110 §9.2.1),
 * which change nothing and carry no body (a body already sent cannot be sent again).
 */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createProxy(options: ProxyOptions) {
  let next = 0;
  // Connections to the nodes are kept alive and reused: a connection per request cost the proxy and
  // the nodes more CPU than many of the requests themselves.
  const agents = new Map<string, http.Agent>();
  const agentFor = (target: ProxyTarget) => {
    const key = `${target.host}:${target.port}`;
    let agent = agents.get(key);
    // Idle connections are closed after 60 s, before the node's 65 s: the proxy, not the node, ends them.
    if (!agent) agents.set(key, (agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: 60_000 })));
    return agent;
  };
  /** The targets in the order to try them for one request: the next in turn first. */
  const rotation = (): ProxyTarget[] => {
    const targets = options.targets();
    if (targets.length === 0) return [];
    const start = next++ % targets.length;
    return [...targets.slice(start), ...targets.slice(0, start)];
  };
  const isRefusal = (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET';

  const forward = (request: IncomingMessage, response: ServerResponse, candidates: ProxyTarget[]) => {
    const target = candidates[0];
    if (!target) {
      response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'No api node is accepting connections.' }));
      return;
    }
    const upstream = http.request(
      { host: target.host, port: target.port, method: request.method, path: request.url, headers: forwardedHeaders(request, false), agent: agentFor(target) },
      (answer) => {
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
        headers[NODE_HEADER] = target.name;
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    let sent = false;
    let reused = false;
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      // Refused before anything was sent: the node is down or draining, try the next one. A kept-alive
      // connection the node closed as the request went out (a draining node closes its idle ones)
      // fails the same way; the node never read it, but only a request that may be repeated is.
      const retry = !sent || (reused && SAFE.has(request.method ?? ''));
      if (retry && isRefusal(error) && candidates.length > 1) {
        forward(request, response, candidates.slice(1));
        return;
      }
      options.log?.('proxy: the api node failed', { node: target.name, error: error.message });
      response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `api node ${target.name} failed: ${error.message}` }));
    });
    // The body is sent only once connected, so a refused connection can still go elsewhere.
    upstream.on('socket', (socket) => {
      const send = () => {
        sent = true;
        request.pipe(upstream);
      };
      if (socket.connecting) socket.once('connect', send);
      else {
        reused = true;
        send();
      }
    });
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
  };

  const upgrade = (request: IncomingMessage, client: Duplex, head: Buffer, candidates: ProxyTarget[]) => {
    const target = candidates[0];
    if (!target) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n');
      return;
    }
    const upstream = net.connect(target.port, target.host);
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (isRefusal(error) && candidates.length > 1) upgrade(request, client, head, candidates.slice(1));
      else client.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n');
    });
    upstream.once('connect', () => {
      upstream.removeAllListeners('error');
      const headers = forwardedHeaders(request, true);
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers)) {
        for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${String(one)}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      // From here on the bytes are the websocket's own: pipe both ways, close together.
      upstream.pipe(client).pipe(upstream);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
    });
  };

  const server = http.createServer((request, response) => forward(request, response, rotation()));
  // As a load balancer's, and as the api nodes' (runtime.ts): an idle keep-alive connection is kept
  // longer than clients keep theirs. Node's 5 s default closed connections a client was about to
  // reuse, and the request sent on one as it closed failed with a reset (the load bench's open loop
  // met 18 at 700 requests/s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => upgrade(request, socket, head, rotation()));
  server.on('clientError', (_error, socket) => socket.destroy());
  server.on('close', () => {
    for (const agent of agents.values()) agent.destroy();
  });
  return server;
}
