import { and, eq, gt } from "drizzle-orm";
import type { Executor } from "../db/client";
import { sessions, users } from "../db/schema/users";
import { invalidate, onInvalidate } from "../shared-state/invalidation-bus";
import { generateToken, hashSecret } from "../security/one-time-codes";

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
  return hashSecret(token);
}

export async function createSession(
  db: Executor,
  options: { userId: number; verificationRequired?: boolean; userAgent?: string; ipAddress?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
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

type SessionRow = {
  id: string;
  verificationRequired: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  user: SessionUser;
};

/**
 * Session rows (with their user) read in the last few seconds, by session id, so a signed-in request costs no
 * query (docs/decisions/013-caches-static-files-and-per-user-limits.md). An entry is dropped when its session or user changes (invalidateSession/invalidateUserSessions,
 * on every instance through the invalidation bus), and is used at most CACHE_TTL_MS after it was read and only
 * while lastSeenAt needs no write: every rule below is still checked on the cached row.
 */
const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 10_000;
const cache = new Map<string, { row: SessionRow; readAt: number }>();
/** Moves on every invalidation: a row read before one is not stored (it may predate the change). */
let cacheEpoch = 0;
const SESSION_TOPIC = "sessions";

onInvalidate(SESSION_TOPIC, (message) => {
  cacheEpoch += 1;
  if (message === "*") return cache.clear();
  const [kind, value] = message.split(":");
  if (kind === "session") cache.delete(value!);
  else if (kind === "user") for (const [id, entry] of cache) if (String(entry.row.user.id) === value) cache.delete(id);
});

/** After a session is deleted or changed (sign-out, admin code verified). */
export function invalidateSession(token: string): void {
  invalidate(SESSION_TOPIC, `session:${sessionIdFor(token)}`);
}
export function invalidateSessionId(sessionId: string): void {
  invalidate(SESSION_TOPIC, `session:${sessionId}`);
}
/** Every cached session: after writes that bypass the use cases (tests that change rows directly, a manual SQL fix). */
export function invalidateAllSessions(): void {
  invalidate(SESSION_TOPIC, "*");
}
/** After a user row changes (disable, role, password, profile, e-mail verification): call once the write is committed. */
export function invalidateUserSessions(userId: number): void {
  invalidate(SESSION_TOPIC, `user:${userId}`);
}

async function readSession(db: Executor, sessionId: string, now: Date): Promise<SessionRow | undefined> {
  const cached = cache.get(sessionId);
  if (cached && now.getTime() - cached.readAt < CACHE_TTL_MS) return cached.row;
  const epoch = cacheEpoch;
  const [row] = await db
    .select({
      id: sessions.id,
      verificationRequired: sessions.verificationRequired,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  if (row && epoch === cacheEpoch) {
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(sessionId, { row, readAt: now.getTime() });
  } else cache.delete(sessionId);
  return row;
}

/**
 * The live session for a cookie token: unexpired, its user not disabled, and for an admin neither idle for an
 * hour nor older than 12 hours (such a session is deleted). Each use moves lastSeenAt (at most once a minute).
 */
export async function findActiveSession(db: Executor, token: string): Promise<ActiveSession | null> {
  const now = new Date();
  const sessionId = sessionIdFor(token);
  const row = await readSession(db, sessionId, now);
  if (!row || row.expiresAt <= now || row.user.disabled) return null;
  if (
    row.user.role === "admin" &&
    (now.getTime() - row.lastSeenAt.getTime() > ADMIN_IDLE_MS ||
      now.getTime() - row.createdAt.getTime() > ADMIN_ABSOLUTE_MS)
  ) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    invalidateSessionId(row.id);
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id));
    // The cached row moves with it (a copy: requests in flight keep theirs).
    const cached = cache.get(row.id);
    if (cached) cached.row = { ...cached.row, lastSeenAt: now };
  }
  return { id: row.id, verificationRequired: row.verificationRequired, user: row.user };
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdFor(token)));
  invalidateSession(token);
}

/** Ends every session of a user: on disable, on password change. Inside a transaction, also call invalidateUserSessions after the commit. */
export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  invalidateUserSessions(userId);
}
