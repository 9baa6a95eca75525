// The cluster's front door: a small round-robin load balancer that forwards TCP connections, as a
// network load balancer (HAProxy in `mode tcp`, a cloud NLB) does. Each connection goes to the next
// api node in turn and stays with it, its requests and websocket frames passed through untouched.
// The first line on each is a PROXY protocol line naming the client (the nodes run with
// PROXY_PROTOCOL=accept, server/http/proxy-protocol.ts), so rate limits and logs see the client's
// address; each node names itself in x-larder-node. A node that refuses the connection (stopped,
// draining, restarting) is skipped.
//
// It forwarded HTTP requests until 2026-11-23: parsing every request and answer cost the proxy
// 0.22–0.45 ms of CPU a request, on the two cores the api nodes and PostgreSQL share in the
// cluster (docs/decisions/0026-tcp-proxy.md).
import net, { type Socket } from 'node:net';

export interface ProxyTarget {
  name: string;
  host: string;
  port: number;
}

export interface ProxyOptions {
  targets: () => readonly ProxyTarget[];
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export interface TcpProxy extends net.Server {
  /** Ends every connection passing through (after close(), which only stops new ones). */
  closeAllConnections(): void;
}

/** The header that names the client: `PROXY TCP4 client proxy clientPort proxyPort`. */
export function proxyLine(client: Socket): string {
  const { remoteAddress, remotePort, localAddress, localPort } = client;
  if (!remoteAddress || !localAddress || remotePort === undefined || localPort === undefined) return 'PROXY UNKNOWN\r\n';
  const family = net.isIPv4(remoteAddress) && net.isIPv4(localAddress) ? 'TCP4' : net.isIPv6(remoteAddress) && net.isIPv6(localAddress) ? 'TCP6' : undefined;
  return family ? `PROXY ${family} ${remoteAddress} ${localAddress} ${remotePort} ${localPort}\r\n` : 'PROXY UNKNOWN\r\n';
}

const BAD_GATEWAY = (() => {
  const body = JSON.stringify({ error: 'No api node is accepting connections.' });
  return `HTTP/1.1 502 Bad Gateway\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
})();

export function createProxy(options: ProxyOptions): TcpProxy {
  let next = 0;
  const open = new Set<Socket>();
  /** The targets in the order to try them for one connection: the next in turn first. */
  const rotation = (): ProxyTarget[] => {
    const targets = options.targets();
    if (targets.length === 0) return [];
    const start = next++ % targets.length;
    return [...targets.slice(start), ...targets.slice(0, start)];
  };

  const connect = (client: Socket, candidates: ProxyTarget[]) => {
    const target = candidates[0];
    if (!target) {
      options.log?.('proxy: no api node accepted the connection');
      client.end(BAD_GATEWAY);
      return;
    }
    const upstream = net.connect({ port: target.port, host: target.host, noDelay: true });
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    const refused = (error: NodeJS.ErrnoException) => {
      // Nothing of the client's was sent yet (it waits, paused, until connected): try the next node.
      upstream.destroy();
      if (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') connect(client, candidates.slice(1));
      else {
        options.log?.('proxy: the api node failed', { node: target.name, error: error.message });
        client.end(BAD_GATEWAY);
      }
    };
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      if (client.destroyed) {
        upstream.destroy();
        return;
      }
      upstream.write(proxyLine(client));
      // From here on the bytes are the client's and the node's: pipe both ways. A node that closes
      // (a drain's `connection: close`) ends the client's side once its last answer is written out;
      // a reset on either side cuts the other.
      client.pipe(upstream).pipe(client);
      upstream.on('error', () => client.destroy());
      upstream.on('close', () => client.end());
      client.on('close', () => upstream.destroy());
    });
  };

  const server = net.createServer({ noDelay: true, pauseOnConnect: true }, (client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    connect(client, rotation());
  }) as TcpProxy;
  server.closeAllConnections = () => {
    for (const socket of open) socket.destroy();
  };
  return server;
}
