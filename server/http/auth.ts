// Bearer tokens as Supabase issues them: asymmetric keys from the provider's JWKS (cached), or
// HS256 with SUPABASE_JWT_SECRET for older projects. With no provider configured, the server signs
// its own tokens with a local ES256 key kept in the database and published as a JWKS, exactly as
// a current Supabase project does, so the same verification path runs in both modes.
import {
  SignJWT,
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Db } from '../db/database.ts';
import { HttpError } from './errors.ts';

export interface Session {
  /** The bearer token itself, for asking the provider about this user (confirm-email-secure). */
  token: string;
  sub: string;
  email: string;
  sessionId: string | null;
  /** The signing key's id (`kid`), so a token of the built-in provider can be told from others. */
  keyId: string | undefined;
  expiresAt: number;
  claims: JWTPayload & Record<string, unknown>;
}

export const NO_SESSION = 'No valid session found';
export const INVALID_SESSION = 'Your session is invalid or has expired. Please sign in again.';

export interface LocalSigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** The local provider's key: made once per database, shared by every api node. */
export async function loadLocalSigningKey(db: Db): Promise<LocalSigningKey> {
  const existing = await db.selectFrom('app_secrets').select('value').where('name', '=', 'auth-signing-key').executeTakeFirst();
  if (!existing) {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    const kid = `larder-${Date.now().toString(36)}`;
    await db
      .insertInto('app_secrets')
      .values({ name: 'auth-signing-key', value: JSON.stringify({ ...privateJwk, kid, alg: 'ES256', use: 'sig' }) })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    return loadLocalSigningKey(db);
  }
  const privateJwk = JSON.parse(existing.value) as JWK & { kid: string };
  const { d: _secret, ...publicJwk } = privateJwk;
  return { kid: privateJwk.kid, privateJwk, publicJwk };
}

export interface TokenClaims {
  sub: string;
  email: string;
  userMetadata?: Record<string, unknown>;
  /** The provider session the token belongs to; by default a fresh id that names none. */
  sessionId?: string;
  expiresInSeconds?: number;
  /** Seconds since the epoch; by default now. */
  issuedAt?: number;
  /** How the session was opened (the `amr` entry): method and time in seconds; by default password, now. */
  authMethod?: string;
  authenticatedAt?: number;
  appMetadata?: Record<string, unknown>;
}

export async function signLocalToken(key: LocalSigningKey, issuer: string, claims: TokenClaims): Promise<string> {
  const privateKey = await importJWK(key.privateJwk, 'ES256');
  const now = claims.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: claims.email,
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    session_id: claims.sessionId ?? crypto.randomUUID(),
    is_anonymous: false,
    app_metadata: claims.appMetadata ?? { provider: 'email', providers: ['email'] },
    user_metadata: claims.userMetadata ?? {},
    amr: [{ method: claims.authMethod ?? 'password', timestamp: claims.authenticatedAt ?? now }],
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setSubject(claims.sub)
    .setAudience('authenticated')
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + (claims.expiresInSeconds ?? 3600))
    .sign(privateKey);
}

export interface VerifierOptions {
  /** HS256 shared secret (older Supabase projects). */
  jwtSecret?: string;
  /** The provider's JWKS address (hosted Supabase). */
  jwksUrl?: string;
  /** The local provider's public keys. */
  localKeys?: JWK[];
  /** Expected issuer, when known. */
  issuer?: string;
}

export type TokenVerifier = (token: string) => Promise<Session>;

export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : undefined;
  const keySet = options.jwksUrl
    ? createRemoteJWKSet(new URL(options.jwksUrl), { cacheMaxAge: 10 * 60_000 })
    : options.localKeys
      ? createLocalJWKSet({ keys: options.localKeys })
      : undefined;
  const verified = new VerifiedTokens();
  return async (token: string) => {
    const known = verified.get(token);
    if (known) return known;
    let payload: JWTPayload;
    let keyId: string | undefined;
    try {
      const { alg, kid } = decodeProtectedHeader(token);
      keyId = kid;
      const common = { audience: 'authenticated', ...(options.issuer ? { issuer: options.issuer } : {}) };
      if (alg === 'HS256') {
        if (!secret) throw new Error('HS256 tokens are not accepted without SUPABASE_JWT_SECRET');
        ({ payload } = await jwtVerify(token, secret, { ...common, algorithms: ['HS256'] }));
      } else {
        if (!keySet) throw new Error('no signing keys configured');
        ({ payload } = await jwtVerify(token, keySet, { ...common, algorithms: ['ES256', 'RS256'] }));
      }
    } catch {
      throw new HttpError(401, INVALID_SESSION);
    }
    if (payload.role !== 'authenticated' || typeof payload.sub !== 'string' || !payload.sub) {
      throw new HttpError(401, INVALID_SESSION);
    }
    const session: Session = {
      token,
      sub: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : '',
      sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
      keyId,
      expiresAt: payload.exp ?? 0,
      claims: payload as Session['claims'],
    };
    verified.remember(session);
    return session;
  };
}

/**
 * Tokens already verified, until they expire: a signed-in browser sends the same token with every
 * call for up to an hour, and checking its signature again each time was a tenth of an api node's
 * CPU under load. A token's claims cannot change, so the cached answer is the one verification
 * would give, until `exp`; after that it is checked again (and refused). Bounded: when full, the
 * oldest entries go first.
 */
export class VerifiedTokens {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly capacity = 10_000,
    private readonly nowSeconds = () => Date.now() / 1000,
  ) {}

  get(token: string): Session | undefined {
    const session = this.sessions.get(token);
    if (!session) return undefined;
    if (!(session.expiresAt > this.nowSeconds())) {
      this.sessions.delete(token);
      return undefined;
    }
    return session;
  }

  remember(session: Session): void {
    // A token without an expiry is verified every time rather than trusted for ever.
    if (!(session.expiresAt > this.nowSeconds())) return;
    if (this.sessions.size >= this.capacity) {
      for (const oldest of this.sessions.keys()) {
        this.sessions.delete(oldest);
        if (this.sessions.size < this.capacity * 0.9) break;
      }
    }
    this.sessions.set(session.token, session);
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
}
