// What the provider can be told, and what it does when told nothing.
import type pg from 'pg';
import type { LocalSigningKey } from '../../http/auth.ts';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /**
   * Password sign-in attempts for one address from one client: a guesser's failures elsewhere do not
   * lock the cook out of their own sign-in (their network has its own `signInPerIp` too).
   */
  signInPerEmail: RateLimit;
  signInPerIp: RateLimit;
  /** Confirmation emails for one address (sign-up and its resends). */
  signUpPerEmail: RateLimit;
  signUpPerIp: RateLimit;
  /** Recovery emails for one address. */
  recoveryPerEmail: RateLimit;
  recoveryPerIp: RateLimit;
  /** Following email links and entering codes. */
  verifyPerIp: RateLimit;
}

const MINUTE = 60_000;

// A person may retry a few times without noticing; a script guessing passwords or codes may not.
// One email per address per minute matches the product's 60-second resend cooldown.
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerEmail: { max: 10, windowMs: 5 * MINUTE },
  signInPerIp: { max: 30, windowMs: 5 * MINUTE },
  signUpPerEmail: { max: 1, windowMs: MINUTE },
  signUpPerIp: { max: 30, windowMs: 60 * MINUTE },
  recoveryPerEmail: { max: 1, windowMs: MINUTE },
  recoveryPerIp: { max: 30, windowMs: 60 * MINUTE },
  verifyPerIp: { max: 30, windowMs: 5 * MINUTE },
};

export interface AuthProviderOptions {
  pool: pg.Pool;
  signingKey: LocalSigningKey;
  /**
   * Where this server is reached from outside, e.g. `https://larder.example.com`: email links point
   * at `{origin}/auth/v1/verify` and tokens name `{origin}/auth/v1` as issuer. Read per use, because
   * a server listening on port 0 learns its address after the router is built.
   */
  publicOrigin: () => string;
  /** The web app's origin (APP_ORIGIN), when it is not the server's own. */
  appOrigin?: string;
  /** The address the server listens on, when it differs from the public origin: redirects may return there too. */
  serverOrigin?: () => string | undefined;
  rateLimits?: Partial<RateLimits>;
  /** How many proxies in front of the server append to X-Forwarded-For (0: use the socket address). */
  trustProxyHops?: number;
  accessTokenTtlSeconds?: number;
  /** How long a refresh token that was just rotated may be presented again (two tabs refreshing at once). */
  refreshTokenReuseIntervalSeconds?: number;
  /** The offline Google sign-in page. On by default; it proves nothing about who the person is. */
  googleStandIn?: boolean;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export interface ProviderConfig {
  pool: pg.Pool;
  signingKey: LocalSigningKey;
  publicOrigin: () => string;
  appOrigin: string | undefined;
  serverOrigin: () => string | undefined;
  rateLimits: RateLimits;
  trustProxyHops: number;
  accessTokenTtlSeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  googleStandIn: boolean;
  log: (message: string, fields?: Record<string, unknown>) => void;
}

export const CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;
export const RECOVERY_TTL_SECONDS = 60 * 60;
/** A code handed to a redirect must be exchanged within five minutes, as in GoTrue. */
export const AUTH_CODE_TTL_SECONDS = 5 * 60;
/** Wrong codes an email's token survives before it is void (the six digits are otherwise guessable). */
export const MAX_CODE_ATTEMPTS = 5;

export function resolveOptions(options: AuthProviderOptions): ProviderConfig {
  return {
    pool: options.pool,
    signingKey: options.signingKey,
    publicOrigin: () => options.publicOrigin().replace(/\/+$/, ''),
    appOrigin: options.appOrigin ? new URL(options.appOrigin).origin : undefined,
    serverOrigin: options.serverOrigin ?? (() => undefined),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    trustProxyHops: options.trustProxyHops ?? 0,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds ?? 10,
    googleStandIn: options.googleStandIn ?? true,
    log: options.log ?? (() => {}),
  };
}
