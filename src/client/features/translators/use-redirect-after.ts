import { useEffect } from "react";
import { useLocation } from "wouter";

/** As the spec asks: after a verification step the page moves on by itself after 3 seconds. */
export const REDIRECT_DELAY_MS = 3000;

export function useRedirectAfter(target: string | null, delayMs = REDIRECT_DELAY_MS): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => navigate(target), delayMs);
    return () => clearTimeout(timer);
  }, [target, delayMs, navigate]);
}
