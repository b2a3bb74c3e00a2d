import { and, inArray, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { contactConfirmations } from "../db/schema/marketing";
import { deviceCookieLockouts } from "../db/schema/security";
import { adminVerifications, passwordTokens, sessions } from "../db/schema/users";
import { DEVICE_FAILURE_WINDOW_MS } from "./device-lockout";

/**
 * E-mailed secrets and admin codes are kept a day past expiry: the admin code's 60-second resend cooldown reads the
 * latest code even when it was ended at once, and a support question about a link still finds its row.
 */
export const EXPIRED_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;
/**
 * A contact acknowledgement limits its inbox for 24 hours (marketing/claim-contact-confirmation.ts); the row is kept
 * a week, well past that (tests/security/purge-expired-records.test.ts holds the two together).
 */
export const CONTACT_CONFIRMATION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Rows one DELETE removes: each batch is its own short statement, so a backlog of millions never holds long locks. */
export const PURGE_BATCH_SIZE = 5_000;

export type PurgeCounts = {
  sessions: number;
  secrets: number;
  adminCodes: number;
  deviceLockouts: number;
  contactConfirmations: number;
};

/**
 * Deletes `table`'s rows matching `expired`, PURGE_BATCH_SIZE at a time by primary key, until none is left.
 * Idempotent: two instances running it at once only delete each row once.
 */
async function deleteInBatches(
  db: Executor,
  table: PgTable,
  key: PgColumn,
  expired: SQL,
  batchSize: number,
): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = db.select({ key }).from(table).where(expired).limit(batchSize);
    const deleted = await db.delete(table).where(inArray(key, batch)).returning({ key });
    total += deleted.length;
    if (deleted.length < batchSize) return total;
  }
}

/**
 * The scheduled purge (job `housekeeping.purge-expired`, hourly): expired sessions, e-mailed secrets (set-password,
 * reset and verification links) and admin codes, device-cookie lockouts whose window and lock are both over, and
 * contact acknowledgements past their retention. None of them changes anything once expired (docs/security.md).
 */
export async function purgeExpiredRecords(
  db: Executor,
  now: Date = new Date(),
  batchSize = PURGE_BATCH_SIZE,
): Promise<PurgeCounts> {
  const secretsCutoff = new Date(now.getTime() - EXPIRED_SECRET_GRACE_MS);
  const windowCutoff = new Date(now.getTime() - DEVICE_FAILURE_WINDOW_MS);
  const deviceLockoutOver = and(
    lte(deviceCookieLockouts.windowStartedAt, windowCutoff),
    or(isNull(deviceCookieLockouts.lockedUntil), lte(deviceCookieLockouts.lockedUntil, now)),
  )!;
  return {
    sessions: await deleteInBatches(db, sessions, sessions.id, lt(sessions.expiresAt, now), batchSize),
    secrets: await deleteInBatches(
      db,
      passwordTokens,
      passwordTokens.id,
      lt(passwordTokens.expiresAt, secretsCutoff),
      batchSize,
    ),
    adminCodes: await deleteInBatches(
      db,
      adminVerifications,
      adminVerifications.id,
      lt(adminVerifications.expiresAt, secretsCutoff),
      batchSize,
    ),
    deviceLockouts: await deleteInBatches(
      db,
      deviceCookieLockouts,
      deviceCookieLockouts.nonce,
      deviceLockoutOver,
      batchSize,
    ),
    contactConfirmations: await deleteInBatches(
      db,
      contactConfirmations,
      contactConfirmations.emailKey,
      lt(contactConfirmations.sentAt, new Date(now.getTime() - CONTACT_CONFIRMATION_RETENTION_MS)),
      batchSize,
    ),
  };
}
