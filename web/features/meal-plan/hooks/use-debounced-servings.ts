// A meal card's servings: the stepper moves at once, the save waits for a 500 ms pause (spec §4, §9)
// so five quick clicks make one call. A failed save puts the count back.
import { useEffect, useRef, useState } from 'react';

export const SERVINGS_SAVE_DELAY_MS = 500;

export function useDebouncedServings(saved: number, save: (value: number) => Promise<unknown>) {
  const [shown, setShown] = useState(saved);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(false);

  // The plan refetched (here or in another tab): follow it unless the cook is mid-change.
  useEffect(() => {
    if (!pending.current) setShown(saved);
  }, [saved]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: number) => {
    setShown(value);
    pending.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      save(value)
        .catch(() => setShown(saved))
        .finally(() => (pending.current = false));
    }, SERVINGS_SAVE_DELAY_MS);
  };
  return [shown, change] as const;
}
