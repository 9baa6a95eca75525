// Flags that follow the clock: the login card's shake (1 s), the 'Retry Connection' button that
// waits 3 s after a connection error (spec §2 /login), and /auth-loading's 5 s before an error box.
import { useCallback, useEffect, useRef, useState } from 'react';

/** `raise()` makes the flag true for `ms`; raising again restarts the time. */
export function usePulse(ms: number) {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, raise] as const;
}

/** `arm()` makes the flag true once `ms` have passed; `disarm()` puts it down at once. */
export function useDelayedFlag(ms: number) {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const arm = useCallback(() => {
    clearTimeout(timer.current);
    setOn(false);
    timer.current = setTimeout(() => setOn(true), ms);
  }, [ms]);
  const disarm = useCallback(() => {
    clearTimeout(timer.current);
    setOn(false);
  }, []);
  return [on, arm, disarm] as const;
}

/** True once `condition` has held for `ms` without a break (spec §2 /auth-loading: the error box after 5 s). */
export function useHeldFor(condition: boolean, ms: number) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    setHeld(false);
    if (!condition) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => clearTimeout(timer);
  }, [condition, ms]);
  return condition && held;
}
