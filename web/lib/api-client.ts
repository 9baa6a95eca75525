// Every call to the product API goes through here: bearer token from the session, CSRF token on
// mutating calls (held 25 minutes, fetched again when fewer than 5 remain), JSON both ways, and
// failures as ApiError with a class a screen can act on (spec §8 'Sessions and users').
import { session as sessionLimits } from '@/config/constants';
import { supabase } from '@/lib/supabase';
import { todayIso } from '@/lib/calendar-dates';
import { recheckSession } from '@/lib/session-check';

export type ApiErrorKind = 'network' | 'auth' | 'server' | 'client' | 'unknown';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    readonly body?: unknown,
    /** The HTTP reason phrase ('Bad Request'), for messages that quote it (catalogue spec §8 'Image upload'). */
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NO_SESSION = 'No valid session found';

/** What a change says when it never reached the server: what happened, and what to do about it. */
export const NOT_SAVED = {
  title: 'Not saved',
  message: "Larder can't reach the server right now. Try again when the connection is back.",
} as const;

/**
 * The call never reached a Larder that could answer it: no connection (the server stopped, the network
 * gone), or a 502 or 503 from in front of one (the cluster's proxy with no api node up, a Larder still
 * starting). Nothing was changed, and the same call can be made again once the server is back.
 */
export function isUnreachable(error: unknown): boolean {
  // A screen's own words may wrap the call's error ('Failed to add recipe to favorites'): look inside.
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof ApiError) return cause.kind === 'network' || cause.status === 502 || cause.status === 503;
  }
  return false;
}

function kindOf(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status >= 500) return 'server';
  if (status >= 400) return 'client';
  return 'unknown';
}

let csrf: { token: string; fetchedAt: number } | undefined;
// One fetch at a time: each fetch sets a new cookie, so two at once would leave one token unmatched.
let csrfInFlight: Promise<string> | undefined;

async function fetchCsrfToken(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/v1/csrf/token', { credentials: 'include' });
  } catch {
    throw new ApiError('Network error: Please check your internet connection', 0, 'network');
  }
  if (!response.ok) throw new ApiError(`Failed to fetch CSRF token: ${response.status}`, response.status, kindOf(response.status));
  const body = (await response.json()) as { csrfToken: string };
  csrf = { token: body.csrfToken, fetchedAt: Date.now() };
  return csrf.token;
}

async function csrfToken(): Promise<string> {
  const age = csrf ? Date.now() - csrf.fetchedAt : Infinity;
  if (csrf && age < sessionLimits.csrfLifetimeMs - sessionLimits.csrfRefetchWhenLeftMs) return csrf.token;
  csrfInFlight ??= fetchCsrfToken().finally(() => (csrfInFlight = undefined));
  return csrfInFlight;
}

export async function accessToken(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new ApiError(NO_SESSION, 401, 'auth');
  return token;
}

export interface RequestOptions {
  /** Sent as JSON, or as it is when it is FormData (multipart: the browser writes the boundary). */
  body?: unknown;
  /** Public calls (reference lists) send no token. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export async function api<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (!options.anonymous) headers.authorization = `Bearer ${await accessToken()}`;
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = await csrfToken();
  // The cook's own date (the server knows no time zone): which week is this week and next, whether a plan or list is past, and the date of what is added, bought or cooked.
  headers['x-larder-today'] = todayIso();
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError('Network error: Please check your internet connection', 0, 'network');
  }
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!response.ok) {
    // A CSRF token the server no longer accepts: forget it so the next call fetches a fresh one.
    if (response.status === 403) csrf = undefined;
    // A token the server refuses: its session may have ended elsewhere (session-check.ts).
    if (response.status === 401 && !options.anonymous) void recheckSession();
    const message = (body as { error?: string } | undefined)?.error ?? `Unexpected error (${response.status}). Please try again.`;
    throw new ApiError(message, response.status, kindOf(response.status), body, response.statusText);
  }
  return body as T;
}
