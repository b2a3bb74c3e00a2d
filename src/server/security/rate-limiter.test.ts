import { describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { createRateLimiter, redisRateLimitStore } from "./rate-limiter";
import { formatWait } from "./rate-limits";

describe("createRateLimiter", () => {
  it("allows max hits per window, then refuses until the window ends", async () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect(await limiter.hit("a", 0)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect((await limiter.hit("a", 1_000)).allowed).toBe(true);
    expect(await limiter.hit("a", 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await limiter.hit("b", 30_000)).allowed).toBe(true);
    expect(await limiter.hit("a", 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it("does not count refused hits, and a refund frees one place", async () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000 });
    await limiter.hit("a", 0);
    for (let i = 0; i < 5; i += 1) expect((await limiter.hit("a", 1_000)).allowed).toBe(false);
    await limiter.refund("a");
    expect((await limiter.hit("a", 2_000)).allowed).toBe(true);
  });
});

// The machine's (and CI's) Redis; only the PostgreSQL run (npm run test:pg, where CI provides both) requires it.
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
describe.skipIf(!process.env.DATABASE_URL)("redisRateLimitStore (needs Redis: runs with npm run test:pg)", () => {
  it("counts one client across two connections (two instances) and frees a refunded place", async () => {
    const [a, b] = [new Redis(redisUrl), new Redis(redisUrl)];
    const prefix = `bt:test:${process.pid}:${Date.now()}:`;
    try {
      const onA = redisRateLimitStore(a, prefix)("codeEntry", { max: 2, windowMs: 60_000 });
      const onB = redisRateLimitStore(b, prefix)("codeEntry", { max: 2, windowMs: 60_000 });
      expect(await onA.hit("10.0.0.1")).toEqual({ allowed: true, retryAfterSeconds: 60 });
      expect((await onB.hit("10.0.0.1")).allowed).toBe(true);
      expect(await onA.hit("10.0.0.1")).toEqual({ allowed: false, retryAfterSeconds: 60 });
      expect((await onB.hit("10.0.0.2")).allowed).toBe(true);
      await onB.refund("10.0.0.1");
      expect((await onA.hit("10.0.0.1")).allowed).toBe(true);
    } finally {
      await a.quit();
      await b.quit();
    }
  });
});

describe("formatWait", () => {
  it("says seconds under a minute and whole minutes above", () => {
    expect([formatWait(1), formatWait(45), formatWait(60), formatWait(61), formatWait(900)]).toEqual([
      "1 second",
      "45 seconds",
      "1 minute",
      "2 minutes",
      "15 minutes",
    ]);
  });
});
