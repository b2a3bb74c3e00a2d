import { useEffect, useState } from "react";
import { type TimeLeft, timeLeftUntil } from "./countdown";

/** Time left until `target`, refreshed every second; the timer stops once it reaches zero. */
export function useTimeLeftUntil(target: Date): TimeLeft {
  const [timeLeft, setTimeLeft] = useState(() => timeLeftUntil(target));
  useEffect(() => {
    if (timeLeftUntil(target).done) return;
    const timer = window.setInterval(() => {
      const next = timeLeftUntil(target);
      setTimeLeft(next);
      if (next.done) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  return timeLeft;
}
