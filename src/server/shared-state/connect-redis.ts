import { Redis } from "ioredis";
import type { RedisOutage } from "./redis-outage";

/**
 * The Redis every instance shares (REDIS_URL): rate-limit and lockout counters. Connects before the server
 * listens, so a wrong URL stops the start instead of failing requests later. Commands fail fast while it is
 * down (no offline queue): a request then answers 500 and /api/health/ready reports "redis".
 */
export async function connectRedis(url: string, outage: RedisOutage): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 5_000,
  });
  // Unheard, a connection error would crash the process; ioredis reconnects by itself, with an error per attempt:
  // the outage logs the first only, and the ready connection ends it.
  redis.on("error", (error: Error) => outage.failed("connection", error));
  redis.on("ready", () => outage.recovered("connection"));
  await redis.connect();
  return redis;
}
