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

export const userSessionState = {
  read: (key: string) => quietly(() => sessionStorage.getItem(key), null),
  write: (key: string, value: string) => quietly(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => quietly(() => sessionStorage.removeItem(key), undefined),
};

/** The same, in local storage: kept across a closed tab, until sign-out. */
export const userKeptState = {
  read: (key: string) => quietly(() => localStorage.getItem(key), null),
  write: (key: string, value: string) => quietly(() => localStorage.setItem(key, value), undefined),
  remove: (key: string) => quietly(() => localStorage.removeItem(key), undefined),
};

export function forgetUserSessionState() {
  for (const storage of [() => sessionStorage, () => localStorage])
    quietly(() => {
      const kept = storage();
      for (const key of Object.keys(kept)) if (key.startsWith(PREFIX)) kept.removeItem(key);
    }, undefined);
}
