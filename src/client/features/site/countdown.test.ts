import { describe, expect, it } from "vitest";
import { LAUNCH_DATE, timeLeftUntil } from "./countdown";

describe("timeLeftUntil", () => {
  it("targets 19 April 2025 00:00 local time", () => {
    expect([
      LAUNCH_DATE.getFullYear(),
      LAUNCH_DATE.getMonth(),
      LAUNCH_DATE.getDate(),
      LAUNCH_DATE.getHours(),
      LAUNCH_DATE.getMinutes(),
    ]).toEqual([2025, 3, 19, 0, 0]);
  });

  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = new Date(2025, 3, 17, 21, 58, 30);
    expect(timeLeftUntil(LAUNCH_DATE, now)).toEqual({ days: 1, hours: 2, minutes: 1, seconds: 30, done: false });
  });

  it("drops partial seconds", () => {
    expect(timeLeftUntil(new Date(10_999), new Date(0))).toMatchObject({ seconds: 10, done: false });
  });

  it("stops at zero once the target has passed", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(timeLeftUntil(LAUNCH_DATE, LAUNCH_DATE)).toEqual(zero);
    expect(timeLeftUntil(LAUNCH_DATE, new Date(2026, 10, 23))).toEqual(zero);
  });
});
