import type { Redis } from "ioredis";
import type { RedisOutage } from "../shared-state/redis-outage";
import type { RateLimit } from "./rate-limit-config";

export type RateLimitHit = { allowed: boolean; retryAfterSeconds: number };

/** Counters kept for one limit: in this process's memory, or in Redis shared by every instance (REDIS_URL). */
export type RateLimiter = {
  /** Counts a request for `key`; not allowed once the window already holds `max`. */
  hit(key: string, now?: number): Promise<RateLimitHit>;
  /** Takes back one counted request (a successful login is not a failed attempt). */
  refund(key: string): Promise<void>;
};

/** Makes the limiter for one named limit; the same name on every instance shares its counters in Redis. */
export type RateLimitStore = (name: string, limit: RateLimit) => RateLimiter;

/** What a limit is with RATE_LIMITS=off: every request allowed, still one call per request. */
export const UNLIMITED: RateLimiter = {
  hit: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  refund: async () => undefined,
};

const MAX_KEYS = 50_000;

/**
 * Fixed-window counters in memory, per server process (the default without REDIS_URL). Refused requests are
 * not counted, so waiting out the window always frees the client.
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
    async hit(key, now = Date.now()) {
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
    async refund(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

export const memoryRateLimitStore: RateLimitStore = (_name, limit) => createRateLimiter(limit);

// One round trip, atomic across instances: refuse when full (without counting), else count and start the window.
const HIT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return {0, redis.call('PTTL', KEYS[1])} end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, redis.call('PTTL', KEYS[1])}`;
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** The same fixed windows in Redis (INCR + PEXPIRE), so N instances behind a proxy count one client together. */
export function redisRateLimitStore(redis: Redis, prefix = "bt:rate:"): RateLimitStore {
  return (name, { max, windowMs }) => {
    const keyFor = (key: string) => `${prefix}${name}:${key}`;
    return {
      async hit(key) {
        const [allowed, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, keyFor(key), max, windowMs)) as [number, number];
        const remaining = ttlMs > 0 ? ttlMs : windowMs;
        return { allowed: allowed === 1, retryAfterSeconds: Math.max(1, Math.ceil(remaining / 1000)) };
      },
      async refund(key) {
        await redis.eval(REFUND_SCRIPT, 1, keyFor(key));
      },
    };
  };
}

/**
 * Redis's counters while Redis answers; this process's own when it does not (docs/operations.md, "Redis down"):
 * the app keeps serving with limits per instance rather than failing every limited request, the outage is logged
 * once (shared-state/redis-outage.ts), and counts go to Redis again as soon as a command goes through.
 */
export function fallbackRateLimitStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  outage: Pick<RedisOutage, "failed" | "recovered">,
): RateLimitStore {
  const failed = (error: unknown) => outage.failed("commands", error);
  const succeeded = () => outage.recovered("commands");
  return (name, limit) => {
    const shared = primary(name, limit);
    const local = fallback(name, limit);
    return {
      async hit(key, now) {
        try {
          const result = await shared.hit(key, now);
          succeeded();
          return result;
        } catch (error) {
          failed(error);
          return local.hit(key, now);
        }
      },
      async refund(key) {
        try {
          await shared.refund(key);
          succeeded();
        } catch (error) {
          failed(error);
          await local.refund(key);
        }
      },
    };
  };
}
