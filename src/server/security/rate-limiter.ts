import type { RateLimit } from "./rate-limit-config";

export type RateLimitHit = { allowed: boolean; retryAfterSeconds: number };

/** Counters kept for one limit; the in-memory store below, or a shared one (Redis INCR/PEXPIRE/DECR) later. */
export type RateLimiter = {
  /** Counts a request for `key`; not allowed once the window already holds `max`. */
  hit(key: string, now?: number): RateLimitHit;
  /** Takes back one counted request (a successful login is not a failed attempt). */
  refund(key: string): void;
};

const MAX_KEYS = 50_000;

/**
 * Fixed-window counters in memory, per server process (several instances would each keep their own; see
 * docs/security.md). Refused requests are not counted, so waiting out the window always frees the client.
 */
export function createRateLimiter({ max, windowMs }: RateLimit): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(now: number) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    // Still full (a flood of distinct keys): drop the oldest windows rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  }

  return {
    hit(key, now = Date.now()) {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (windows.size >= MAX_KEYS) sweep(now);
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      if (window.count >= max) return { allowed: false, retryAfterSeconds };
      window.count += 1;
      return { allowed: true, retryAfterSeconds };
    },
    refund(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}
