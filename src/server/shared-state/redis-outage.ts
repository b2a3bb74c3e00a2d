type Logger = { warn(obj: object, msg?: string): void };

/** Who noticed: the two connections (commands, pub/sub) or a failed command. */
export type RedisPart = "connection" | "subscriber" | "commands";

export type RedisOutage = {
  /** A part failed: the first failure of an outage is logged, every later one is not. */
  failed(part: RedisPart, error: unknown): void;
  /** A part works again; once every part does, the outage's end is logged (once). */
  recovered(part: RedisPart): void;
  readonly down: boolean;
};

export const REDIS_DOWN_MESSAGE =
  "Redis unreachable: rate limits and lockouts are counted per instance, and caches are not shared, until it is back";
export const REDIS_BACK_MESSAGE =
  "Redis reachable again: rate limits, lockouts and cache invalidations are shared by every instance again";

/**
 * One warning when Redis goes and one when it is back (docs/operations.md, "Redis down"), however many reconnect
 * attempts, failed commands and connections see it meanwhile: ioredis reports an error on every reconnect
 * attempt, which made 885-895 lines per instance in a minute. Both ends are warnings, so LOG_LEVEL=warn sees the pair.
 */
export function createRedisOutage(log: Logger): RedisOutage {
  const failing = new Set<RedisPart>();
  return {
    failed(part, error) {
      if (failing.size === 0) log.warn({ err: error, part }, REDIS_DOWN_MESSAGE);
      failing.add(part);
    },
    recovered(part) {
      if (failing.size === 0) return;
      failing.delete(part);
      // A connection that is ready again serves commands again.
      if (part !== "commands" && !failing.has("connection") && !failing.has("subscriber")) failing.delete("commands");
      if (failing.size === 0) log.warn({}, REDIS_BACK_MESSAGE);
    },
    get down() {
      return failing.size > 0;
    },
  };
}
