import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { RedisOutage } from "./redis-outage";

/**
 * In-memory caches (sessions, the price catalog) are told here when what they hold changed. Without REDIS_URL
 * the message only reaches this process; with it, every instance hears it through Redis pub/sub. A message
 * "*" means "forget everything": sent locally when the Redis subscription (re)connects, since pub/sub keeps no
 * backlog and a message may have been missed while it was down. The caches' own short lifetimes bound the rest.
 */
type Handler = (message: string) => void;

const CHANNEL = "bt:invalidate";
const handlers = new Map<string, Set<Handler>>();
const publishers = new Set<(topic: string, message: string) => void>();

export function onInvalidate(topic: string, handler: Handler): void {
  (handlers.get(topic) ?? handlers.set(topic, new Set()).get(topic)!).add(handler);
}

function deliver(topic: string, message: string) {
  for (const handler of handlers.get(topic) ?? []) handler(message);
}

/** Tells this process at once, and the other instances through Redis when connected. Call after the change is committed. */
export function invalidate(topic: string, message: string): void {
  deliver(topic, message);
  for (const publish of publishers) publish(topic, message);
}

type Logger = { warn(obj: object, msg?: string): void };

/** Joins the instances' channel on `redis` (a second connection subscribes); returns the function that leaves it. */
export async function connectInvalidationBus(
  redis: Redis,
  log: Logger,
  outage: RedisOutage,
): Promise<() => Promise<void>> {
  const origin = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on("error", (error: Error) => outage.failed("subscriber", error));
  subscriber.on("message", (_channel: string, raw: string) => {
    try {
      const { from, topic, message } = JSON.parse(raw) as { from: string; topic: string; message: string };
      if (from !== origin) deliver(topic, message);
    } catch (error) {
      log.warn({ err: error }, "unreadable cache invalidation message");
    }
  });
  let subscribedOnce = false;
  subscriber.on("ready", () => {
    // A reconnect may have missed messages: start every cache afresh.
    if (subscribedOnce) for (const topic of handlers.keys()) deliver(topic, "*");
    subscribedOnce = true;
    outage.recovered("subscriber");
  });
  await subscriber.connect();
  await subscriber.subscribe(CHANNEL);
  const publish = (topic: string, message: string) => {
    redis
      .publish(CHANNEL, JSON.stringify({ from: origin, topic, message }))
      .catch((error: unknown) => outage.failed("commands", error));
  };
  publishers.add(publish);
  return async () => {
    publishers.delete(publish);
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
