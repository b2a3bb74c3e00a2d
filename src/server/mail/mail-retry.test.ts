import { describe, expect, it } from "vitest";
import { nextMailAttempt } from "./mail-retry";

const queuedAt = new Date("2026-11-23T10:00:00Z");
const minutes = (n: number) => new Date(queuedAt.getTime() + n * 60_000);

describe("nextMailAttempt", () => {
  it("waits 1, 2, 4 minutes after the first failures", () => {
    expect(nextMailAttempt({ attempts: 1, queuedAt, now: minutes(0), baseDelayMs: 60_000 })).toEqual({
      retryAt: minutes(1),
    });
    expect(nextMailAttempt({ attempts: 2, queuedAt, now: minutes(1), baseDelayMs: 60_000 })).toEqual({
      retryAt: minutes(3),
    });
    expect(nextMailAttempt({ attempts: 3, queuedAt, now: minutes(3), baseDelayMs: 60_000 })).toEqual({
      retryAt: minutes(7),
    });
  });

  it("never waits more than an hour between attempts", () => {
    expect(nextMailAttempt({ attempts: 12, queuedAt, now: minutes(300), baseDelayMs: 60_000 })).toEqual({
      retryAt: minutes(360),
    });
  });

  it("makes the last attempt at the 24-hour mark, then gives up", () => {
    expect(nextMailAttempt({ attempts: 30, queuedAt, now: minutes(24 * 60 - 10), baseDelayMs: 60_000 })).toEqual({
      retryAt: minutes(24 * 60),
    });
    expect(nextMailAttempt({ attempts: 31, queuedAt, now: minutes(24 * 60), baseDelayMs: 60_000 })).toBe("give up");
  });
});
