// A cooldown in whole seconds ('Resend in {n}s'). It counts from a deadline rather than ticks, so a
// tab that slept in the background still shows the right number when it wakes.
import { useCallback, useEffect, useState } from 'react';

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

export function useCountdown(initialDeadline = 0) {
  const [deadline, setDeadline] = useState(initialDeadline);
  const [left, setLeft] = useState(() => secondsLeft(initialDeadline));

  useEffect(() => {
    setLeft(secondsLeft(deadline));
    if (secondsLeft(deadline) === 0) return;
    const tick = setInterval(() => {
      const now = secondsLeft(deadline);
      setLeft(now);
      if (now === 0) clearInterval(tick);
    }, 1000);
    return () => clearInterval(tick);
  }, [deadline]);

  const start = useCallback((seconds: number, from = Date.now()) => setDeadline(from + seconds * 1000), []);
  return { secondsLeft: left, running: left > 0, start };
}
