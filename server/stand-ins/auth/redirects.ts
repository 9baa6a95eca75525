// Where a flow may send the browser back to. Only the server's own origins (public and listening)
// and the web app's origin are allowed; anything else falls back to the site (no open redirect). GoTrue's URL shapes: PKCE
// adds `?code=`, implicit puts the session in the fragment, errors go in the fragment (and, for PKCE,
// in the query too, where the page's code exchange looks for them).
import type { ProviderConfig } from './options.ts';
import type { SessionJson } from './tokens.ts';

export function siteUrl(config: ProviderConfig): string {
  return `${config.appOrigin ?? config.publicOrigin()}/`;
}

export function allowedOrigins(config: ProviderConfig): string[] {
  const origins = [config.publicOrigin(), config.appOrigin, config.serverOrigin()].filter((origin): origin is string => Boolean(origin));
  return [...new Set(origins.map((origin) => new URL(origin).origin))];
}

/** The redirect a client asked for when it is allowed (relative paths resolve on the site), else the site. */
export function safeRedirect(config: ProviderConfig, requested: string | undefined | null): string {
  if (!requested) return siteUrl(config);
  try {
    const target = requested.startsWith('/') && !requested.startsWith('//') ? new URL(requested, siteUrl(config)) : new URL(requested);
    if ((target.protocol === 'http:' || target.protocol === 'https:') && allowedOrigins(config).includes(target.origin) && !target.username && !target.password) {
      return target.toString();
    }
  } catch {
    // not a URL: fall back
  }
  return siteUrl(config);
}

export function withCode(redirect: string, code: string): string {
  const url = new URL(redirect);
  url.searchParams.set('code', code);
  return url.toString();
}

export function withSessionFragment(redirect: string, session: SessionJson, type?: string): string {
  const url = new URL(redirect);
  url.hash = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    ...(type ? { type } : {}),
  }).toString();
  return url.toString();
}

export function withError(redirect: string, error: { error: string; code: string; description: string }, pkce: boolean): string {
  const url = new URL(redirect);
  const params = new URLSearchParams({ error: error.error, error_code: error.code, error_description: error.description });
  url.search = pkce ? params.toString() : '';
  url.hash = params.toString();
  return url.toString();
}
