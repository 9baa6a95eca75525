// Draining an HTTP server for a rolling restart: stop listening, let the requests in flight finish,
// then close every connection. Node's server.close() alone is not enough: a keep-alive connection
// whose request was in flight stays open after its answer (the answer still says keep-alive), the
// client sends its next request on it, and close() waits out keepAliveTimeout (65 s here).
import type { Server, ServerResponse } from 'node:http';

export interface Drainer {
  /** Requests being answered now. */
  readonly inFlight: number;
  /**
   * Stops accepting connections, answers what is in flight with `connection: close`, and resolves
   * once every connection is closed, or at the deadline after cutting the ones still open.
   */
  drain(timeoutMs: number): Promise<{ timedOut: boolean }>;
}

export function trackRequests(server: Server): Drainer {
  const active = new Set<ServerResponse>();
  let draining = false;
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());
  server.on('request', (_request, response: ServerResponse) => {
    active.add(response);
    // A request that arrived on a kept-alive connection after the drain began: the last on it.
    if (draining && !response.headersSent) response.setHeader('connection', 'close');
    response.on('close', () => {
      active.delete(response);
      if (draining) closeIdleSoon();
    });
  });
  return {
    get inFlight() {
      return active.size;
    },
    async drain(timeoutMs) {
      draining = true;
      for (const response of active) if (!response.headersSent) response.setHeader('connection', 'close');
      const closed = new Promise<boolean>((resolve) => server.close(() => resolve(false)));
      server.closeIdleConnections();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), timeoutMs);
        timer.unref();
      });
      const timedOut = await Promise.race([closed, deadline]);
      clearTimeout(timer);
      if (timedOut) server.closeAllConnections();
      return { timedOut };
    },
  };
}
