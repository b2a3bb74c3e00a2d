import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limiter";
import { formatWait } from "./rate-limits";

describe("createRateLimiter", () => {
  it("allows max hits per window, then refuses until the window ends", () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect(limiter.hit("a", 0)).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect(limiter.hit("a", 1_000).allowed).toBe(true);
    expect(limiter.hit("a", 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.hit("b", 30_000).allowed).toBe(true);
    expect(limiter.hit("a", 60_000)).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });

  it("does not count refused hits, and a refund frees one place", () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 10_000 });
    limiter.hit("a", 0);
    for (let i = 0; i < 5; i += 1) expect(limiter.hit("a", 1_000).allowed).toBe(false);
    limiter.refund("a");
    expect(limiter.hit("a", 2_000).allowed).toBe(true);
  });
});

describe("formatWait", () => {
  it("says seconds under a minute and whole minutes above", () => {
    expect([formatWait(1), formatWait(45), formatWait(60), formatWait(61), formatWait(900)]).toEqual(["1 second", "45 seconds", "1 minute", "2 minutes", "15 minutes"]);
  });
});
