// What a cook is told, small and out of the way, when what they see may be out of date: the live
// connection has been down a few seconds ('Offline — reconnecting…', gone once it is back), or a screen
// could not refresh what it shows (it keeps showing it; Retry asks again). Screens keep their own load
// errors for when they have nothing to show (web/lib/query-state.ts).
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconRefreshAlert, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useSyncExternalStore } from 'react';
import { timers } from '@/config/constants';
import { useHeldFor } from '@/lib/use-timed-flags';
import { useLiveConnectionDown } from '@/lib/live-connection';
import { refreshFailed } from '@/lib/query-state';
import classes from './connection-notice.module.css';

export const connectionMessages = {
  offline: 'Offline — reconnecting…',
  refreshFailed: "Couldn't refresh — showing what was loaded last.",
} as const;

function useRefreshFailed() {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((changed: () => void) => cache.subscribe(() => changed()), [cache]);
  return useSyncExternalStore(subscribe, () => cache.getAll().some(refreshFailed));
}

export function ConnectionNotice() {
  const queryClient = useQueryClient();
  const offline = useHeldFor(useLiveConnectionDown(), timers.offlineNoticeAfterMs);
  const stale = useRefreshFailed();
  const shown = offline || stale;
  return (
    <>
      {shown && <div className={classes.spacer} aria-hidden />}
      <div className={classes.region} role="status" aria-live="polite">
        {offline ? (
          <div className={classes.note} data-kind="offline">
            <IconWifiOff size={16} aria-hidden />
            <span>{connectionMessages.offline}</span>
          </div>
        ) : (
          stale && (
            <div className={classes.note} data-kind="stale">
              <IconRefreshAlert size={16} aria-hidden />
              <span>{connectionMessages.refreshFailed}</span>
              <Button size="compact-sm" variant="white" color="dark" radius="xl" onClick={() => void queryClient.refetchQueries({ predicate: refreshFailed })}>
                Retry
              </Button>
            </div>
          )
        )}
      </div>
    </>
  );
}
