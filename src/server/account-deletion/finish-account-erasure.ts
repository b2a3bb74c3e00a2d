import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { accountErasures } from "../db/schema/account-data";
import { mailOutbox } from "../db/schema/mail";
import type { FileStorage } from "../storage/file-storage";

/**
 * How long the goodbye e-mail stays in the local outbox (no SMTP: the outbox is how it is read). With SMTP it is
 * forgotten as soon as it is sent or given up on.
 */
export const GOODBYE_OUTBOX_HOURS = 24;

/**
 * The work after a deletion's commit (delete-account.ts), and its retry by the account-data.sweep job: deletes the
 * files still listed (a missing file is a no-op, so repeating is safe), then forgets the goodbye e-mail once it
 * has gone out. Whatever fails stays listed for the next run.
 */
export async function finishAccountErasure(options: {
  db: Database;
  storage: FileStorage;
  erasureId: number;
  now?: Date;
}): Promise<{ filesLeft: number; done: boolean }> {
  const { db, storage } = options;
  const now = options.now ?? new Date();
  const [erasure] = await db.select().from(accountErasures).where(eq(accountErasures.id, options.erasureId)).limit(1);
  if (!erasure || erasure.completedAt) return { filesLeft: 0, done: true };

  const left: string[] = [];
  let lastError: string | null = null;
  for (const key of erasure.fileKeys) {
    try {
      await storage.delete(key);
    } catch (error) {
      left.push(key);
      lastError = error instanceof Error ? error.message : String(error);
    }
  }

  let goodbyeMailId = erasure.goodbyeMailId;
  if (goodbyeMailId !== null) {
    const cutoff = new Date(now.getTime() - GOODBYE_OUTBOX_HOURS * 60 * 60 * 1000);
    const delivered = or(
      inArray(mailOutbox.status, ["sent", "failed"]),
      and(eq(mailOutbox.status, "outbox"), lt(mailOutbox.createdAt, cutoff)),
    );
    await db.delete(mailOutbox).where(and(eq(mailOutbox.id, goodbyeMailId), delivered));
    const [still] = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, goodbyeMailId))
      .limit(1);
    if (!still) goodbyeMailId = null;
  }

  const done = left.length === 0 && goodbyeMailId === null;
  await db
    .update(accountErasures)
    .set({
      fileKeys: left,
      goodbyeMailId,
      attempts: sql`${accountErasures.attempts} + 1`,
      lastError,
      completedAt: done ? now : null,
    })
    .where(eq(accountErasures.id, erasure.id));
  return { filesLeft: left.length, done };
}

/** The account-data.sweep job's part: every erasure not finished yet, oldest first, a batch at a time. */
export async function finishOpenAccountErasures(options: {
  db: Database;
  storage: FileStorage;
  now?: Date;
  limit?: number;
}): Promise<{ finished: number; filesLeft: number }> {
  const open = await options.db
    .select({ id: accountErasures.id })
    .from(accountErasures)
    .where(isNull(accountErasures.completedAt))
    .orderBy(asc(accountErasures.id))
    .limit(options.limit ?? 200);
  let finished = 0;
  let filesLeft = 0;
  for (const { id } of open) {
    const result = await finishAccountErasure({
      db: options.db,
      storage: options.storage,
      erasureId: id,
      now: options.now,
    });
    if (result.done) finished += 1;
    filesLeft += result.filesLeft;
  }
  return { finished, filesLeft };
}
