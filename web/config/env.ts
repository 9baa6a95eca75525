// What the client needs to know about where it runs. The server writes it into index.html
// (window.__LARDER_CONFIG__); with nothing written, the api's own origin is the auth provider.
export interface ClientConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  authMode: 'local' | 'supabase';
  supportEmail: string;
}

declare global {
  interface Window {
    __LARDER_CONFIG__?: Partial<ClientConfig>;
  }
}

const written = typeof window === 'undefined' ? {} : (window.__LARDER_CONFIG__ ?? {});

export const config: ClientConfig = {
  supabaseUrl: written.supabaseUrl ?? window.location.origin,
  // The local provider accepts any key; hosted Supabase needs the project's.
  supabaseAnonKey: written.supabaseAnonKey ?? 'larder-local-anon-key',
  authMode: written.authMode ?? 'local',
  supportEmail: written.supportEmail ?? 'support@larder.app',
};
