// An access token outlives its session: the JWT stays valid until `exp` after the cook signs out or
// the provider revokes the session. So each token is also held against its session: looked up on
// first sight, then every session in use is looked up again in one sweep every two seconds. An ended
// session is refused (and its sockets closed) within a sweep, at one lookup per sweep, not per request.
import { HttpError } from './errors.ts';
import { INVALID_SESSION, type Session, type TokenVerifier } from './auth.ts';

export interface SessionRef {
  sessionId: string;
  sub: string;
  /** The latest token seen for the session: a hosted provider is asked with it. */
  token: string;
}

/** Of these sessions, the ids of those the provider no longer has. */
export type EndedSessions = (sessions: readonly SessionRef[]) => Promise<ReadonlySet<string>>;

export interface LiveSessionsOptions {
  sweepMs?: number;
  /** A session not used for this long leaves the sweep (it is looked up again when next seen). */
  idleMs?: number;
  /** Which tokens name a session the provider can be asked about (the others live until `exp`). */
  applies?: (session: Session) => boolean;
  now?: () => number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

interface InUse extends SessionRef {
  lastSeen: number;
  /** When the latest token expires (ms): after that the session is in use only with a newer one. */
  expiresAtMs: number;
  onEnded: Set<() => void>;
}

export const SESSION_SWEEP_MS = 2_000;

export class LiveSessions {
  private readonly inUse = new Map<string, InUse>();
  /** Ended sessions, until their last token would have expired anyway. */
  private readonly ended = new Map<string, number>();
  private readonly firstSight = new Map<string, Promise<boolean>>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping = false;
  private readonly now: () => number;

  constructor(
    private readonly lookup: EndedSessions,
    private readonly options: LiveSessionsOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Whether the token's session is still live, as of the last sweep. */
  async admits(session: Session): Promise<boolean> {
    const id = session.sessionId;
    if (!id || !(this.options.applies?.(session) ?? true)) return true;
    if (this.ended.has(id)) return false;
    const entry = this.inUse.get(id);
    if (entry) {
      this.seen(entry, session);
      return true;
    }
    let pending = this.firstSight.get(id);
    if (!pending) {
      pending = this.lookup([refOf(session, id)])
        .then((ended) => {
          if (ended.has(id)) {
            this.ended.set(id, session.expiresAt * 1000);
            return false;
          }
          if (!this.ended.has(id) && !this.inUse.has(id)) this.inUse.set(id, { ...refOf(session, id), lastSeen: 0, expiresAtMs: 0, onEnded: new Set() });
          return true;
        })
        .finally(() => this.firstSight.delete(id));
      this.firstSight.set(id, pending);
    }
    const live = await pending;
    const admitted = this.inUse.get(id);
    if (live && admitted) this.seen(admitted, session);
    return live && !this.ended.has(id);
  }

  /** Calls `onEnded` once if the session ends while watched (an open socket); answers the unwatch. */
  watch(session: Session, onEnded: () => void): () => void {
    const entry = session.sessionId ? this.inUse.get(session.sessionId) : undefined;
    if (!entry) return () => {};
    entry.onEnded.add(onEnded);
    return () => entry.onEnded.delete(onEnded);
  }

  /** Looks every session in use up again; ends those the provider no longer has. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const now = this.now();
      for (const [id, until] of this.ended) if (until < now) this.ended.delete(id);
      for (const [id, entry] of this.inUse) {
        const idle = entry.onEnded.size === 0 && now - entry.lastSeen > (this.options.idleMs ?? 10 * 60_000);
        // An expired token cannot be used, and asking a provider with it proves nothing.
        if (idle || entry.expiresAtMs < now) this.inUse.delete(id);
      }
      if (this.inUse.size === 0) return;
      const ended = await this.lookup([...this.inUse.values()]);
      for (const id of ended) {
        const entry = this.inUse.get(id);
        if (!entry) continue;
        this.inUse.delete(id);
        this.ended.set(id, entry.expiresAtMs);
        for (const onEnded of entry.onEnded) onEnded();
      }
    } finally {
      this.sweeping = false;
    }
  }

  start(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.options.log?.('session sweep failed', { error: String(error) }));
    }, this.options.sweepMs ?? SESSION_SWEEP_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private seen(entry: InUse, session: Session): void {
    entry.lastSeen = this.now();
    if (session.expiresAt * 1000 >= entry.expiresAtMs) {
      entry.expiresAtMs = session.expiresAt * 1000;
      entry.token = session.token;
    }
  }
}

const refOf = (session: Session, sessionId: string): SessionRef => ({ sessionId, sub: session.sub, token: session.token });

/** A verifier that also refuses tokens whose session has ended. */
export function refusingEndedSessions(verify: TokenVerifier, live: LiveSessions): TokenVerifier {
  return async (token) => {
    const session = await verify(token);
    if (!(await live.admits(session))) throw new HttpError(401, INVALID_SESSION);
    return session;
  };
}
