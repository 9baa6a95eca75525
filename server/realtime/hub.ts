// The websocket at /ws (DESIGN §5). A tab authenticates with its access token as its first message,
// then receives `changed` notices for its own user's read models only. Notices come from the
// projector's NOTIFY, heard by this process's one LISTEN connection, so any number of api
// processes can serve sockets. `resume` replays what a tab missed from the event log itself.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Listener } from '../db/listener.ts';
import { checkpointOf, readAll, type Queryable } from '../event-store/event-store.ts';
import { ZERO_CHECKPOINT, type Checkpoint } from '../event-store/types.ts';
import { readCheckpoint } from '../projections/checkpoints.ts';
import { coalesce, type ChangeMessage } from '../projections/notices.ts';
import type { Projection } from '../projections/projection.ts';
import type { Session, TokenVerifier } from '../http/auth.ts';
import { CLOSE_UNAUTHENTICATED, type ServerMessage } from '../contract/realtime.ts';


export interface HubOptions {
  /** The event log a resume replays, and (without `applied`) where each projection stands. */
  db: Queryable;
  /**
   * How far the read models a tab's refetch reads have applied a projection: set when the query
   * routes read replicas, so a resume announces only what they show.
   */
  applied?: (projection: string, version: number) => Promise<Checkpoint>;
  listener: Listener;
  projections: readonly Projection[];
  verify: TokenVerifier;
  /** Calls `onEnded` if the session ends while its socket is open; answers the unwatch. */
  watchSession?: (session: Session, onEnded: () => void) => () => void;
  /** The app user id of a session (derived, so no lookup is needed). */
  userIdOf: (session: Session) => string;
  /**
   * Resolves once the read models this process serves show a projection's checkpoint: set when the
   * query routes read a replica, so a tab's refetch after a notice never reads the replica too early.
   */
  visible?: (projection: string, checkpoint: Checkpoint) => Promise<unknown>;
  heartbeatMs?: number;
  authTimeoutMs?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

interface Client {
  socket: WebSocket;
  userId?: string;
  alive: boolean;
  expiryTimer?: NodeJS.Timeout;
  unwatchSession?: () => void;
}

const RESUME_LIMIT = 2_000;

export const CLOSE_GOING_AWAY = 1001;

export class RealtimeHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly clients = new Set<Client>();
  private readonly byUser = new Map<string, Set<Client>>();
  private heartbeat: NodeJS.Timeout | undefined;
  private accepting = true;

  constructor(private readonly options: HubOptions) {
    options.listener.on('readmodel_changed', this.onChange);
  }

  get openSockets(): number {
    return this.clients.size;
  }

  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path !== '/ws' || !this.accepting) {
        socket.end(`HTTP/1.1 ${this.accepting ? '404 Not Found' : '503 Service Unavailable'}\r\nconnection: close\r\n\r\n`);
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.onConnection(ws));
    });
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  private onConnection(socket: WebSocket): void {
    const client: Client = { socket, alive: true };
    this.clients.add(client);
    const authTimer = setTimeout(() => {
      if (!client.userId) socket.close(CLOSE_UNAUTHENTICATED, 'authenticate first');
    }, this.options.authTimeoutMs ?? 10_000);
    authTimer.unref();
    socket.on('pong', () => (client.alive = true));
    // One message at a time, in order: a tab may send resume right behind auth, and that resume
    // must not be judged while the token is still being verified.
    let handled = Promise.resolve();
    socket.on('message', (raw) => {
      const text = raw.toString();
      handled = handled.then(() =>
        this.onMessage(client, text).catch((error: unknown) => {
          this.send(client, { type: 'error', message: 'That message could not be handled.' });
          this.options.log?.('websocket message failed', { error: String(error) });
        }),
      );
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      this.forget(client);
    });
    socket.on('error', () => socket.terminate());
  }

  private async onMessage(client: Client, text: string): Promise<void> {
    let message: { type?: string; token?: string; position?: number; models?: Record<string, number> };
    try {
      message = JSON.parse(text);
    } catch {
      this.send(client, { type: 'error', message: 'Messages must be JSON.' });
      return;
    }
    if (message.type === 'auth') {
      await this.authenticate(client, message.token);
      return;
    }
    if (!client.userId) {
      client.socket.close(CLOSE_UNAUTHENTICATED, 'authenticate first');
      return;
    }
    if (message.type === 'resume') {
      await this.resume(client, Number(message.position ?? 0), message.models ?? {});
      return;
    }
    if (message.type === 'ping') {
      this.send(client, { type: 'pong' });
      return;
    }
    this.send(client, { type: 'error', message: `Unknown message type ${String(message.type)}.` });
  }

  /** First auth, and again after each token refresh: the socket lives as long as its token. */
  private async authenticate(client: Client, token: string | undefined): Promise<void> {
    let session: Session;
    try {
      if (!token) throw new Error('no token');
      session = await this.options.verify(token);
    } catch {
      client.socket.close(CLOSE_UNAUTHENTICATED, 'No valid session found');
      return;
    }
    const userId = this.options.userIdOf(session);
    if (client.userId && client.userId !== userId) {
      client.socket.close(CLOSE_UNAUTHENTICATED, 'a socket serves one user');
      return;
    }
    if (!client.userId) {
      client.userId = userId;
      const set = this.byUser.get(userId) ?? new Set<Client>();
      set.add(client);
      this.byUser.set(userId, set);
    }
    clearTimeout(client.expiryTimer);
    client.unwatchSession?.();
    client.unwatchSession = this.options.watchSession?.(session, () => client.socket.close(CLOSE_UNAUTHENTICATED, 'session ended'));
    const msLeft = session.expiresAt * 1000 - Date.now();
    client.expiryTimer = setTimeout(() => client.socket.close(CLOSE_UNAUTHENTICATED, 'session expired'), Math.max(msLeft, 0));
    client.expiryTimer.unref();
    this.send(client, { type: 'ready', userId });
  }

  /**
   * What the tab missed since `position` (per model when given): this user's events after it in
   * the read order, up to what each projection has applied, turned into notices by the projection.
   */
  private async resume(client: Client, position: number, models: Record<string, number>): Promise<void> {
    const userId = client.userId!;
    for (const projection of this.options.projections) {
      const model = projectionModels(projection);
      const from = Math.min(...model.map((name) => models[name] ?? position));
      const applied = await (this.options.applied ?? ((name, version) => readCheckpoint(this.options.db, name, version)))(projection.name, projection.version);
      if (applied.position === 0) continue;
      const after: Checkpoint | undefined = from > 0 ? await checkpointOf(this.options.db, from) : ZERO_CHECKPOINT;
      if (!after) {
        // An unknown position: tell the tab to refetch everything of this projection.
        for (const name of model) this.send(client, { type: 'changed', model: name, ids: [], position: applied.position });
        continue;
      }
      const events = await readAll(this.options.db, after, { limit: RESUME_LIMIT + 1, ownerId: userId, types: projection.handles, until: applied });
      if (events.length === 0) continue;
      const notices = events.length > RESUME_LIMIT
        ? model.map((name) => ({ userId, model: name, ids: [] }))
        : coalesce(events.flatMap((event) => projection.noticesOf(event)));
      const reached = events.length > RESUME_LIMIT ? applied.position : events.at(-1)!.globalPosition;
      for (const notice of notices) {
        if (notice.userId === userId) this.send(client, { type: 'changed', model: notice.model, ids: notice.ids, position: reached });
      }
    }
    this.send(client, { type: 'resumed' });
  }

  /** Notices go out in the order they came, each once the read models show it. */
  private delivered: Promise<void> = Promise.resolve();

  private onChange = (payload: string): void => {
    let message: ChangeMessage;
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    const visible = this.options.visible;
    if (!visible) {
      this.deliver(message);
      return;
    }
    const checkpoint = { transactionId: BigInt(message.transactionId), position: message.position };
    const shown = visible(message.projection, checkpoint).catch(() => {});
    this.delivered = this.delivered.then(() => shown).then(() => this.deliver(message));
  };

  private deliver(message: ChangeMessage): void {
    if (message.rebuilt) {
      const projection = this.options.projections.find((candidate) => candidate.name === message.projection);
      for (const model of projection ? projectionModels(projection) : []) {
        for (const client of this.clients) {
          if (client.userId) this.send(client, { type: 'changed', model, ids: [], position: message.position });
        }
      }
      return;
    }
    for (const change of message.changes) {
      for (const client of this.byUser.get(change.userId) ?? []) {
        this.send(client, { type: 'changed', model: change.model, ids: change.ids, position: message.position });
      }
    }
  }

  private send(client: Client, message: ServerMessage): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  }

  private beat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        this.forget(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }

  private forget(client: Client): void {
    this.clients.delete(client);
    clearTimeout(client.expiryTimer);
    client.unwatchSession?.();
    if (client.userId) {
      const set = this.byUser.get(client.userId);
      set?.delete(client);
      if (set && set.size === 0) this.byUser.delete(client.userId);
    }
  }

  /**
   * Drain: refuse new sockets and ask the open ones to reconnect elsewhere. A tab that does not
   * answer the close handshake within `timeoutMs` (ws would wait 30 s) has its socket cut.
   */
  async close(timeoutMs = 5_000): Promise<void> {
    this.accepting = false;
    clearInterval(this.heartbeat);
    this.options.listener.off('readmodel_changed', this.onChange);
    for (const client of this.clients) client.socket.close(CLOSE_GOING_AWAY, JSON.stringify({ reconnect: true }));
    const closed = new Promise<void>((resolve) => this.wss.close(() => resolve()));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
      timer.unref();
    });
    if ((await Promise.race([closed, late])) === 'late') {
      for (const client of this.clients) client.socket.terminate();
      await closed;
    }
    clearTimeout(timer);
  }
}

const projectionModels = (projection: Projection): readonly string[] => projection.models;
