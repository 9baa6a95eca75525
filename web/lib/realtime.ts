// One websocket per signed-in tab (DESIGN §5): authenticate with the access token, then every
// `changed` notice invalidates the react-query keys of that model (keys start with the model name).
// After a drop it reconnects with backoff and resumes from the last position it saw; after a token
// refresh it authenticates again on the open socket. Whether the socket is open is told as it changes,
// for the note that says the tab is offline.
import type { QueryClient } from '@tanstack/react-query';
import { alsoShownBy, type ReadModel } from '@contract/read-models';
import { CLOSE_UNAUTHENTICATED, type ServerMessage } from '@contract/realtime';

export interface RealtimeOptions {
  url: string;
  token: () => Promise<string | undefined>;
  queryClient: QueryClient;
  /** For tests and the status dot: every change notice as it arrives. */
  onNotice?: (notice: { model: string; ids: string[]; position: number }) => void;
  /** The server accepted the token: notices flow from here on. */
  onReady?: () => void;
  /** The socket opened (true), or closed or failed to open and will be tried again (false). */
  onConnection?: (open: boolean) => void;
  /** The server refused the token (4401): its session may have ended. */
  onRefused?: () => void;
}

export class RealtimeConnection {
  private socket: WebSocket | undefined;
  private position: number | undefined;
  private attempts = 0;
  private everConnected = false;
  private closed = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: RealtimeOptions) {}

  start() {
    this.closed = false;
    void this.connect();
  }

  stop() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.socket?.close(1000, 'signed out');
    this.socket = undefined;
  }

  /** A refreshed token: the server keeps checking expiry, so tell it on the open socket. */
  async reauthenticate() {
    const token = await this.options.token();
    if (token && this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify({ type: 'auth', token }));
  }

  /** The next try after a failed one: backoff from 0.5 s to 30 s, with jitter. */
  private retryLater() {
    const delay = Math.min(30_000, 500 * 2 ** this.attempts++) * (0.75 + Math.random() / 2);
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }

  private async connect() {
    let token: string | undefined;
    try {
      token = await this.options.token();
    } catch {
      token = undefined;
    }
    if (this.closed) return;
    // No token now (its refresh failed while the server was away): try again later, as after a drop.
    // Signing out stops the connection (stop()), so this never outlives the session.
    if (!token) return this.retryLater();
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    const reconnecting = this.everConnected;
    socket.onopen = () => {
      this.everConnected = true;
      socket.send(JSON.stringify({ type: 'auth', token }));
      this.options.onConnection?.(true);
      // Missed notices while away: the server replays them from the log. A tab that had seen no
      // notice yet has no position to resume from, so it refetches what it shows instead.
      if (this.position !== undefined) {
        socket.send(JSON.stringify({ type: 'resume', position: this.position }));
        // What failed to load while away (the server was gone, not changed) is read again.
        if (reconnecting) void this.options.queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
      } else if (reconnecting) void this.options.queryClient.invalidateQueries();
    };
    socket.onmessage = (event) => this.handle(JSON.parse(String(event.data)) as ServerMessage);
    socket.onclose = (event) => {
      if (this.socket !== socket || this.closed) return;
      this.socket = undefined;
      if (event.code === CLOSE_UNAUTHENTICATED) this.options.onRefused?.();
      this.options.onConnection?.(false);
      this.retryLater();
    };
  }

  private handle(message: ServerMessage) {
    if (message.type === 'ready') {
      // Backoff starts again once the server has taken the token, not on open: a socket refused
      // at once (4401) must not be reopened every half second.
      this.attempts = 0;
      this.options.onReady?.();
    }
    if (message.type !== 'changed') return;
    this.position = Math.max(this.position ?? 0, message.position);
    this.options.onNotice?.(message);
    const queryClient = this.options.queryClient;
    // A query that a change still in flight names as its mutation key is left to that change: its
    // optimistic value stands, and the change refetches it once it settles. Refetched now, it would
    // show the list before that change (the notice is of an earlier one) and the tick would flicker.
    for (const model of [message.model, ...(alsoShownBy[message.model as ReadModel] ?? [])]) {
      void queryClient.invalidateQueries({ queryKey: [model], predicate: (query) => queryClient.isMutating({ mutationKey: query.queryKey, exact: true }) === 0 });
    }
  }
}

export const realtimeUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
