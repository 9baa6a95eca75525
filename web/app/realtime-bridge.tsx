// Opens the tab's websocket while someone is signed in, re-authenticates it after each token refresh,
// and tells the offline note whether it is open.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/lib/auth';
import { liveConnection } from '@/lib/live-connection';
import { RealtimeConnection, realtimeUrl } from '@/lib/realtime';
import { recheckSession } from '@/lib/session-check';
import { supabase } from '@/lib/supabase';

declare global {
  interface Window {
    /** Read by the browser tests: change notices this tab has received. */
    __larderNotices?: Array<{ model: string; ids: string[]; position: number }>;
    /** Read by the browser tests: the socket is authenticated. */
    __larderRealtimeReady?: boolean;
  }
}

export function RealtimeBridge() {
  const { status, session } = useAuth();
  const queryClient = useQueryClient();
  const connection = useRef<RealtimeConnection | undefined>(undefined);
  const signedInAs = status === 'signed-in' ? session?.user.id : undefined;

  useEffect(() => {
    if (!signedInAs) return;
    const live = new RealtimeConnection({
      url: realtimeUrl(),
      token: async () => (await supabase.auth.getSession()).data.session?.access_token,
      queryClient,
      onNotice: (notice) => (window.__larderNotices ??= []).push(notice),
      onReady: () => (window.__larderRealtimeReady = true),
      onConnection: (open) => liveConnection.set(!open),
      onRefused: () => void recheckSession(),
    });
    connection.current = live;
    live.start();
    return () => {
      live.stop();
      liveConnection.set(false);
      connection.current = undefined;
    };
  }, [signedInAs, queryClient]);

  // A new access token after a refresh: tell the open socket.
  const token = session?.access_token;
  useEffect(() => {
    if (token) void connection.current?.reauthenticate();
  }, [token]);

  return null;
}
