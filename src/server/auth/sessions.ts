import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Executor } from "../db/client";
import { sessions, users } from "../db/schema/users";

export const SESSION_COOKIE = "bt_session";
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** Admin sessions end after an hour without a request, and 12 hours after sign-in whatever happens. */
export const ADMIN_IDLE_MS = 60 * 60 * 1000;
export const ADMIN_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;
export type ActiveSession = { id: string; verificationRequired: boolean; user: SessionUser };

/** The database keeps only a hash of the token, so a leaked sessions table opens no accounts. */
function sessionIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  db: Executor,
  options: { userId: number; verificationRequired?: boolean; userAgent?: string; ipAddress?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    id: sessionIdFor(token),
    userId: options.userId,
    verificationRequired: options.verificationRequired ?? false,
    userAgent: options.userAgent?.slice(0, 500),
    ipAddress: options.ipAddress,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The live session for a cookie token: unexpired, its user not disabled, and for an admin neither idle for an
 * hour nor older than 12 hours (such a session is deleted). Each use moves lastSeenAt (at most once a minute).
 */
export async function findActiveSession(db: Executor, token: string): Promise<ActiveSession | null> {
  const now = new Date();
  const [row] = await db
    .select({ id: sessions.id, verificationRequired: sessions.verificationRequired, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionIdFor(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.user.disabled) return null;
  if (row.user.role === "admin" && (now.getTime() - row.lastSeenAt.getTime() > ADMIN_IDLE_MS || now.getTime() - row.createdAt.getTime() > ADMIN_ABSOLUTE_MS)) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
  return { id: row.id, verificationRequired: row.verificationRequired, user: row.user };
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdFor(token)));
}

/** Ends every session of a user: on disable, on password change. */
export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
