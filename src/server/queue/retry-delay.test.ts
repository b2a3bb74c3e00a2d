import { describe, expect, it } from "vitest";
import { retryDelayMs, scheduleSlot } from "./retry-delay";

describe("retryDelayMs", () => {
  it("doubles from the base delay and stops growing at one day", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(30, attempt))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30, 40)).toBe(24 * 60 * 60 * 1000);
  });
});

describe("scheduleSlot", () => {
  it("names the slot a moment falls in, so every instance computes the same one", () => {
    expect(scheduleSlot(new Date("2026-11-23T18:17:59Z"), 10)).toBe("2026-11-23T18:10Z");
    expect(scheduleSlot(new Date("2026-11-23T18:20:00Z"), 10)).toBe("2026-11-23T18:20Z");
    expect(scheduleSlot(new Date("2026-11-23T18:17:59Z"), 1)).toBe("2026-11-23T18:17Z");
  });
});
