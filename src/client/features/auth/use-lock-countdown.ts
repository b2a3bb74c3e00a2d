import { useEffect, useState } from "react";

/** Seconds left on a lock that restarts with `start()`; ticks once a second down to 0. */
export function useLockCountdown(initialSeconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: (seconds: number) => setSecondsLeft(seconds) };
}
