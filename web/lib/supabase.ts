// The tab's Supabase auth client. supabase-js's createClient also builds database, storage,
// functions and realtime clients the product never uses (30 KB gzipped on every page); its AuthClient
// is the very same `supabase.auth` (GoTrueClient), configured as createClient would configure it.
// PKCE everywhere; the screens that receive a code (/email-confirmation, /auth-loading,
// /password-update) exchange it themselves.
import { AuthClient } from '@supabase/supabase-js';
import { config } from '@/config/env';

const projectUrl = new URL(config.supabaseUrl);

const auth = new AuthClient({
  url: new URL('/auth/v1', projectUrl).href,
  headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${config.supabaseAnonKey}` },
  // createClient's default key, so sessions carry over if the full client is ever used.
  storageKey: `sb-${projectUrl.hostname.split('.')[0]}-auth-token`,
  flowType: 'pkce',
  autoRefreshToken: true,
  persistSession: true,
  detectSessionInUrl: false,
});

export const supabase = { auth };
