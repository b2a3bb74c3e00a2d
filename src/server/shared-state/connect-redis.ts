import { Redis } from "ioredis";

type Logger = { warn(obj: object, msg?: string): void };

/**
 * The Redis every instance shares (REDIS_URL): rate-limit and lockout counters. Connects before the server
 * listens, so a wrong URL stops the start instead of failing requests later. Commands fail fast while it is
 * down (no offline queue): a request then answers 500 and /api/health/ready reports "redis".
 */
export async function connectRedis(url: string, log: Logger): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 5_000 });
  // Unheard, a connection error would crash the process; ioredis reconnects by itself.
  redis.on("error", (error: Error) => log.warn({ err: error }, "Redis connection error"));
  await redis.connect();
  return redis;
}
