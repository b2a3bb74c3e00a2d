/**
 * How many wrong passwords one device cookie may send (docs/security.md, "Device cookies"): 10 within an hour of
 * the first locks that cookie, and only that cookie, for an hour. A locked cookie counts as no cookie.
 */
export const DEVICE_MAX_FAILURES = 10;
export const DEVICE_FAILURE_WINDOW_MS = 60 * 60 * 1000;
export const DEVICE_LOCK_MS = 60 * 60 * 1000;

export type DeviceFailures = { failedLogins: number; windowStartedAt: Date; lockedUntil: Date | null };

export function isDeviceLocked(failures: DeviceFailures | undefined, now: Date): boolean {
  return failures?.lockedUntil != null && failures.lockedUntil > now;
}

/** The count after one more wrong password: a new window once the last one is over, and the lock at the tenth. */
export function afterDeviceFailure(failures: DeviceFailures | undefined, now: Date): DeviceFailures {
  const windowOver = !failures || now.getTime() - failures.windowStartedAt.getTime() >= DEVICE_FAILURE_WINDOW_MS;
  const failedLogins = windowOver ? 1 : failures.failedLogins + 1;
  const windowStartedAt = windowOver ? now : failures.windowStartedAt;
  const lockedUntil = failedLogins >= DEVICE_MAX_FAILURES ? new Date(now.getTime() + DEVICE_LOCK_MS) : null;
  return { failedLogins, windowStartedAt, lockedUntil };
}
