// What a signed-in cook's screens keep in the tab's session storage (a half-done setup), or in local
// storage when it must outlive a closed tab (a recipe wizard left open), is theirs: kept under one
// prefix, so signing out forgets all of it (spec §4: sign-out clears all user state).
// Storage can be refused (a private window, a full quota): then nothing is kept, and screens work
// as if nothing had been.
const PREFIX = 'larder:user:';

export const userSessionKey = (name: string) => `${PREFIX}${name}`;

function quietly<T>(use: () => T, otherwise: T): T {
  try {
    return use();
  } catch {
    return otherwise;
  }
}

/** Reads and writes one storage quietly. Reached through a function: touching a refused storage throws. */
const quietStorage = (storage: () => Storage) => ({
  read: (key: string) => quietly(() => storage().getItem(key), null),
  write: (key: string, value: string) => quietly(() => storage().setItem(key, value), undefined),
  remove: (key: string) => quietly(() => storage().removeItem(key), undefined),
  forgetAll: () =>
    quietly(() => {
      for (const key of Object.keys(storage())) if (key.startsWith(PREFIX)) storage().removeItem(key);
    }, undefined),
});

export const userSessionState = quietStorage(() => sessionStorage);

/** The same, in local storage: kept across a closed tab, until sign-out. */
export const userKeptState = quietStorage(() => localStorage);

export function forgetUserSessionState() {
  userSessionState.forgetAll();
  userKeptState.forgetAll();
}
