// What the websocket at /ws says to a tab (server/realtime/hub.ts), and how it closes on one it will
// not serve: the tab reads the same declarations.
/** The close code for a socket without a live session: its tab may have to sign in again. */
export const CLOSE_UNAUTHENTICATED = 4401;

export type ServerMessage =
  | { type: 'ready'; userId: string }
  /** The rows of a read model (readModels) that changed, none meaning any, and the position to resume from. */
  | { type: 'changed'; model: string; ids: string[]; position: number }
  | { type: 'resumed' }
  | { type: 'error'; message: string }
  | { type: 'pong' };
