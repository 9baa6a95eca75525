// What the auth-provider tests share: a supabase-js client as the web app builds it (PKCE, memory
// storage), the development mailbox over HTTP, and following an email link like a browser.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestLarder } from '../setup/larder.ts';

export const STRONG_PASSWORD = 'Pantry-Shelf-42';
export const OTHER_STRONG_PASSWORD = 'Spice!Rack-2027';
/** Names as the sign-up form sends them (required, 2 to 50 characters). */
export const NAMES = { firstName: 'Ann', lastName: 'Baker' };

export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export function supabaseFor(larder: TestLarder, flowType: 'pkce' | 'implicit' = 'pkce'): SupabaseClient {
  return createClient(larder.baseUrl, 'local-anon-key', {
    auth: { flowType, storage: memoryStorage(), autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** The six-digit code the provider made with the email (kept beside the text, not in it). */
  code?: string;
  sentAt: string;
}

export async function mailbox(larder: TestLarder, email: string): Promise<MailboxEntry[]> {
  const response = await fetch(`${larder.baseUrl}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`);
  if (response.status !== 200) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as MailboxEntry[];
}

export async function latestMail(larder: TestLarder, email: string): Promise<MailboxEntry & { link: string; code: string }> {
  const [mail] = await mailbox(larder, email);
  if (!mail) throw new Error(`no mail for ${email}`);
  const code = mail.code;
  if (!mail.links[0] || !code) throw new Error(`mail without link or code: ${mail.text}`);
  return { ...mail, link: mail.links[0], code };
}

/** Follows a link as a browser would, stopping at the redirect. */
export async function follow(link: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`no redirect from ${link}: ${response.status} ${await response.text()}`);
  return { status: response.status, location: new URL(location) };
}

export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));

/** A cook who signed up, confirmed through the mailbox link, and holds a session in `client`. */
export async function confirmedCook(larder: TestLarder, options: { email?: string; password?: string; firstName?: string; lastName?: string } = {}) {
  const email = options.email ?? uniqueEmail('cook');
  const password = options.password ?? STRONG_PASSWORD;
  const client = supabaseFor(larder);
  const signUp = await client.auth.signUp({
    email,
    password,
    options: { data: { firstName: options.firstName ?? 'Ann', lastName: options.lastName ?? 'Baker' }, emailRedirectTo: `${larder.baseUrl}/email-confirmation` },
  });
  if (signUp.error) throw signUp.error;
  const { link } = await latestMail(larder, email);
  const { location } = await follow(link);
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const exchanged = await client.auth.exchangeCodeForSession(code);
  if (exchanged.error || !exchanged.data.session) throw exchanged.error ?? new Error('no session');
  return { email, password, client, session: exchanged.data.session, user: exchanged.data.user! };
}

/** A raw call to the provider, for what supabase-js does not expose (status, headers, body). */
export async function authCall(larder: TestLarder, method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  const response = await fetch(`${larder.baseUrl}/auth/v1${path}`, {
    method,
    headers: {
      apikey: 'local-anon-key',
      'X-Supabase-Api-Version': '2024-01-01',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // keep the text
  }
  return { status: response.status, body, headers: response.headers };
}
