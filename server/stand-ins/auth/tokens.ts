// Access tokens: ES256 JWTs with Supabase's claims, signed with the local key that the JWKS publishes;
// and the session object GoTrue answers on every successful sign-in.
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { signLocalToken } from '../../http/auth.ts';
import type { Queryable } from './db.ts';
import { authErrors } from './errors.ts';
import type { ProviderConfig } from './options.ts';
import { createSession, issueRefreshToken, type AuthMethod, type SessionRow } from './sessions.ts';
import { recordSignIn, userResponse } from './users.ts';

export const issuerOf = (config: ProviderConfig) => `${config.publicOrigin()}/auth/v1`;

export async function sessionResponse(config: ProviderConfig, db: Queryable, session: SessionRow, refreshToken: string) {
  const user = await userResponse(db, session.user_id);
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresIn = config.accessTokenTtlSeconds;
  const accessToken = await signLocalToken(config.signingKey, issuerOf(config), {
    sub: user.id,
    email: user.email,
    userMetadata: user.user_metadata,
    appMetadata: user.app_metadata,
    sessionId: session.id,
    issuedAt,
    expiresInSeconds: expiresIn,
    authMethod: session.authentication_method,
    authenticatedAt: Math.floor(session.created_at.getTime() / 1000),
  });
  return { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn, expires_at: issuedAt + expiresIn, refresh_token: refreshToken, user };
}

export type SessionJson = Awaited<ReturnType<typeof sessionResponse>>;

/** Opens a new session for the user: what every successful sign-in ends with. */
export async function signIn(config: ProviderConfig, db: Queryable, userId: string, method: AuthMethod): Promise<SessionJson> {
  const session = await createSession(db, userId, method);
  const refreshToken = await issueRefreshToken(db, session.id);
  await recordSignIn(db, userId);
  return sessionResponse(config, db, session, refreshToken);
}

export interface AccessClaims extends JWTPayload {
  sub: string;
  session_id: string;
}

export function accessTokenVerifier(config: ProviderConfig) {
  const keys = createLocalJWKSet({ keys: [config.signingKey.publicJwk] });
  // No issuer check: the same server may be reached under several origins, and the product's own
  // verifier does not check it either in local mode.
  return async (token: string): Promise<AccessClaims> => {
    try {
      const { payload } = await jwtVerify(token, keys, { audience: 'authenticated', algorithms: ['ES256'] });
      if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') throw authErrors.badJwt('token is missing the sub or session_id claim');
      return payload as AccessClaims;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw authErrors.badJwt('token has invalid claims: token is expired');
      if (error instanceof joseErrors.JOSEError) throw authErrors.badJwt('token signature is invalid');
      throw error;
    }
  };
}
