// Errors as GoTrue (Supabase Auth) words and shapes them, so supabase-js turns each into the same
// AuthError it would get from a hosted project. The body carries both generations of the shape:
// `code` + `message` (API version 2024-01-01, which supabase-js reads because of the response header)
// and `error_code` + `msg` (older clients).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra top-level fields, such as `weak_password`. */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

export function authErrorBody(error: AuthApiError) {
  return { code: error.code, error_code: error.code, msg: error.message, message: error.message, ...error.extra };
}

export function sendAuthError(c: Context, error: AuthApiError) {
  c.header(API_VERSION_HEADER, API_VERSION);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(authErrorBody(error), error.status);
}

// The catalogue: GoTrue's codes and messages, word for word where supabase-js or people rely on them.
export const authErrors = {
  validation: (message: string) => new AuthApiError(400, 'validation_failed', message),
  badJson: (detail: string) => new AuthApiError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  invalidEmail: () => new AuthApiError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  weakPassword: (message: string, reasons: string[]) => new AuthApiError(422, 'weak_password', message, { weak_password: { reasons } }),
  samePassword: () => new AuthApiError(422, 'same_password', 'New password should be different from the old password.'),
  invalidCredentials: () => new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed'),
  refreshTokenNotFound: () => new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new AuthApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  otpExpired: () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid'),
  flowStateNotFound: () => new AuthApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () => new AuthApiError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () => new AuthApiError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  unsupportedGrant: () => new AuthApiError(400, 'unsupported_grant_type', 'unsupported_grant_type'),
  unsupportedProvider: () => new AuthApiError(400, 'validation_failed', 'Unsupported provider: provider is not enabled'),
  emailChangeNotSupported: () => new AuthApiError(422, 'email_change_not_supported', 'Changing the email address is not supported by the local auth provider.'),
  overRequestRateLimit: (retryAfterMs: number) =>
    new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) }),
  notFound: () => new AuthApiError(404, 'not_found', 'Not found'),
  unexpected: () => new AuthApiError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
};
