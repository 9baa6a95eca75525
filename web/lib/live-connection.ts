// Whether the tab's live connection (its websocket, web/lib/realtime.ts) is down, for the note that
// says the tab is offline. The realtime bridge sets it; screens read it with useLiveConnectionDown().
import { useSyncExternalStore } from 'react';

let down = false;
const listeners = new Set<() => void>();

export const liveConnection = {
  set(isDown: boolean) {
    if (down === isDown) return;
    down = isDown;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isDown: () => down,
};

export const useLiveConnectionDown = () => useSyncExternalStore(liveConnection.subscribe, liveConnection.isDown);
