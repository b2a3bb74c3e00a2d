import { describe, expect, it } from "vitest";
import { afterDeviceFailure, isDeviceLocked } from "./device-lockout";

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

describe("device cookie failures", () => {
  it("locks the cookie for an hour at the tenth wrong password within an hour", () => {
    let failures = afterDeviceFailure(undefined, at(0));
    for (let minute = 1; minute < 9; minute += 1) failures = afterDeviceFailure(failures, at(minute));
    expect(failures).toEqual({ failedLogins: 9, windowStartedAt: at(0), lockedUntil: null });
    expect(isDeviceLocked(failures, at(9))).toBe(false);

    failures = afterDeviceFailure(failures, at(9));
    expect(failures.lockedUntil).toEqual(at(69));
    expect(isDeviceLocked(failures, at(68))).toBe(true);
    expect(isDeviceLocked(failures, at(69))).toBe(false);
  });

  it("starts counting again once the hour since the first failure is over", () => {
    let failures = afterDeviceFailure(undefined, at(0));
    for (let minute = 1; minute < 9; minute += 1) failures = afterDeviceFailure(failures, at(minute));
    expect(afterDeviceFailure(failures, at(60))).toEqual({
      failedLogins: 1,
      windowStartedAt: at(60),
      lockedUntil: null,
    });
  });

  it("a cookie without a row is not locked", () => {
    expect(isDeviceLocked(undefined, at(0))).toBe(false);
  });
});
