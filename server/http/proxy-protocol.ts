// The PROXY protocol (version 1, the text form) on the api's port: a load balancer that forwards TCP
// connections rather than HTTP requests (the local cluster's proxy, HAProxy in `mode tcp`, a cloud
// network load balancer) cannot add X-Forwarded-For, so it opens each connection with one line
// naming the client: `PROXY TCP4 203.0.113.9 10.0.0.5 51234 3000\r\n`. The node reads that line
// before HTTP sees the connection, and the client's address becomes the socket's remote address,
// where rate limits and logs read it. Specification: https://www.haproxy.org/download/2.9/doc/proxy-protocol.txt
//
// The line is optional, as X-Forwarded-For is with TRUST_PROXY_HOPS: a connection that does not
// begin with it is served as it is. So only turn this on where clients cannot reach the node's port
// without the load balancer, the same condition under which forwarded headers can be believed.
import net from 'node:net';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

const PREFIX = Buffer.from('PROXY ');
/** The longest a version 1 line may be, CRLF included (the specification's 107 bytes). */
const MAX_LINE = 107;
/** How long a connection may take to send its first bytes or its whole PROXY line. */
const HEADER_TIMEOUT_MS = 10_000;

export interface ProxiedPeer {
  address: string;
  port: number;
  family: 'IPv4' | 'IPv6';
}

/**
 * The peer a PROXY line names. `UNKNOWN` (the balancer could not tell, or a health check of its own)
 * gives null: the socket's own address stands. Anything malformed throws, and the connection is
 * closed rather than served under an address nobody gave.
 */
export function parseProxyLine(line: string): ProxiedPeer | null {
  const parts = line.split(' ');
  if (parts[0] !== 'PROXY') throw new Error('not a PROXY protocol line');
  if (parts[1] === 'UNKNOWN') return null;
  if (parts.length !== 6) throw new Error(`a PROXY line has six fields: '${line}'`);
  const [, protocol, source, destination, sourcePort, destinationPort] = parts as [string, string, string, string, string, string];
  const family = protocol === 'TCP4' ? 4 : protocol === 'TCP6' ? 6 : 0;
  if (family === 0) throw new Error(`a PROXY line's protocol is TCP4, TCP6 or UNKNOWN, not '${protocol}'`);
  if (net.isIP(source) !== family || net.isIP(destination) !== family) throw new Error(`a PROXY line's addresses are not ${protocol}: '${line}'`);
  for (const port of [sourcePort, destinationPort]) {
    if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new Error(`a PROXY line's port is a number up to 65535, not '${port}'`);
  }
  return { address: source, port: Number(sourcePort), family: family === 4 ? 'IPv4' : 'IPv6' };
}

/** The socket answers with the client's address from now on (own properties shadow net.Socket's getters). */
function adoptPeer(socket: Socket, peer: ProxiedPeer): void {
  Object.defineProperty(socket, 'remoteAddress', { value: peer.address, configurable: true });
  Object.defineProperty(socket, 'remotePort', { value: peer.port, configurable: true });
  Object.defineProperty(socket, 'remoteFamily', { value: peer.family, configurable: true });
}

/**
 * Reads a PROXY line, if the connection begins with one, then hands the socket on with whatever
 * followed the line put back in front of its stream. Calls `done` once, or destroys the socket.
 */
function readProxyLine(socket: Socket, done: () => void): void {
  let buffered = Buffer.alloc(0);
  const timer = setTimeout(() => socket.destroy(), HEADER_TIMEOUT_MS);
  const finish = (rest: Buffer) => {
    clearTimeout(timer);
    socket.off('readable', onReadable);
    socket.off('close', onClose);
    if (rest.length > 0) socket.unshift(rest);
    done();
  };
  const onClose = () => clearTimeout(timer);
  const onReadable = () => {
    let chunk: Buffer | null;
    while ((chunk = socket.read() as Buffer | null) !== null) buffered = Buffer.concat([buffered, chunk]);
    const compared = Math.min(buffered.length, PREFIX.length);
    if (!buffered.subarray(0, compared).equals(PREFIX.subarray(0, compared))) {
      finish(buffered); // plain HTTP: no line to read
      return;
    }
    const end = buffered.indexOf('\r\n');
    if (end === -1) {
      if (buffered.length >= MAX_LINE) socket.destroy();
      return; // the line is still arriving
    }
    try {
      const peer = parseProxyLine(buffered.subarray(0, end).toString('latin1'));
      if (peer) adoptPeer(socket, peer);
    } catch {
      socket.destroy();
      return;
    }
    finish(buffered.subarray(end + 2));
  };
  socket.on('readable', onReadable);
  socket.on('close', onClose);
}

/**
 * Makes an HTTP server read a PROXY line at the start of each connection. Its own connection
 * handling runs once the line is read, so listen, close and drain work on the server as before.
 */
export function acceptProxyProtocol(server: Server): void {
  const handlers = server.listeners('connection') as Array<(socket: Socket) => void>;
  if (handlers.length !== 1) throw new Error(`expected the HTTP server's one connection handler, found ${handlers.length}`);
  const serveHttp = handlers[0]!;
  server.removeListener('connection', serveHttp);
  server.on('connection', (socket: Socket) => readProxyLine(socket, () => serveHttp.call(server, socket)));
}
