import { eq, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database, Executor } from "../db/client";
import { deviceCookieLockouts } from "../db/schema/security";
import { users } from "../db/schema/users";
import {
  decodeDeviceCookie,
  encodeDeviceCookie,
  newDeviceCookie,
  readDeviceCookie,
  setDeviceCookie,
  type DeviceCookie,
} from "./device-cookie";
import { deviceCookieKey } from "./device-cookie-key";
import { afterDeviceFailure, isDeviceLocked } from "./device-lockout";
import type { CookiePolicy } from "./session-cookie";

/** A browser that signed in to the account before; `failedLogins` are its wrong passwords in the current window. */
export type TrustedDevice = DeviceCookie & { failedLogins: number };

/**
 * The device cookie's browser, when the cookie is the server's, was issued for `userId` and is not locked.
 * Anything else (no cookie, forged, another account's, locked) is null: an unknown browser.
 */
export async function findTrustedDevice(
  db: Executor,
  cookieValue: string | undefined,
  userId: number,
): Promise<TrustedDevice | null> {
  if (!cookieValue) return null;
  const cookie = decodeDeviceCookie(await deviceCookieKey(db), cookieValue);
  if (!cookie || cookie.userId !== userId) return null;
  const [failures] = await db.select().from(deviceCookieLockouts).where(eq(deviceCookieLockouts.nonce, cookie.nonce));
  if (isDeviceLocked(failures, new Date())) return null;
  return { ...cookie, failedLogins: failures?.failedLogins ?? 0 };
}

/** One wrong password sent with a trusted device cookie: counted against that cookie only, never the account. */
export async function countDeviceFailure(db: Database, device: DeviceCookie): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(deviceCookieLockouts)
      .values({ nonce: device.nonce, userId: device.userId, windowStartedAt: now })
      .onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(deviceCookieLockouts)
      .where(eq(deviceCookieLockouts.nonce, device.nonce))
      .for("update");
    await tx
      .update(deviceCookieLockouts)
      .set(afterDeviceFailure(current, now))
      .where(eq(deviceCookieLockouts.nonce, device.nonce));
  });
}

/** The right password from a trusted browser: its count starts over. */
export async function forgetDeviceFailures(db: Executor, device: TrustedDevice): Promise<void> {
  if (device.failedLogins > 0)
    await db.delete(deviceCookieLockouts).where(eq(deviceCookieLockouts.nonce, device.nonce));
}

/**
 * After a completed sign-in (or sign-up): the browser's cookie for this account is renewed for another year, or,
 * when it has none that is valid and unlocked, gets a new one.
 */
export async function issueDeviceCookie(options: {
  db: Executor;
  request: FastifyRequest;
  reply: FastifyReply;
  cookiePolicy: CookiePolicy;
  userId: number;
}) {
  const { db, request, reply, cookiePolicy, userId } = options;
  const current = await findTrustedDevice(db, readDeviceCookie(request), userId);
  const cookie = current ? { userId, nonce: current.nonce } : newDeviceCookie(userId);
  setDeviceCookie(request, reply, encodeDeviceCookie(await deviceCookieKey(db), cookie), cookiePolicy);
}

/**
 * For the sign-in routes' limits per address (security/rate-limits.ts): the request's trusted device for the
 * account named in the body, if any.
 */
export async function trustedDeviceForLogin(db: Executor, request: FastifyRequest): Promise<TrustedDevice | null> {
  const cookieValue = readDeviceCookie(request);
  const username = (request.body as { username?: unknown } | undefined)?.username;
  if (!cookieValue || typeof username !== "string") return null;
  // The signature first: a flood of made-up cookies costs no query.
  const cookie = decodeDeviceCookie(await deviceCookieKey(db), cookieValue);
  if (!cookie || (await findUserIdByLogin(db, username)) !== cookie.userId) return null;
  return findTrustedDevice(db, cookieValue, cookie.userId);
}

/** The account a username or e-mail signs in to (case ignored). */
async function findUserIdByLogin(db: Executor, login: string): Promise<number | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(loginMatches(login)).limit(1);
  return user?.id;
}

export function loginMatches(login: string) {
  const normalized = login.trim().toLowerCase();
  return or(eq(sql`lower(${users.username})`, normalized), eq(sql`lower(${users.email})`, normalized));
}
