// What a signed-in cook's screens keep in the tab's session storage (a half-done setup) is theirs:
// kept under one prefix, so signing out forgets all of it (spec §4: sign-out clears all user state).
const PREFIX = 'larder:user:';

export const userSessionKey = (name: string) => `${PREFIX}${name}`;

export function forgetUserSessionState() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage refused: nothing was kept
  }
}
