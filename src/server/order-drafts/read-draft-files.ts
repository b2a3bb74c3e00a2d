import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { fileExtension, isOrderDocumentExtension } from "../../shared/file-types";
import type { Database } from "../db/client";
import { orderDraftFiles } from "../db/schema/order-drafts";
import { type DocumentAnalyser, ReadingHandedBack } from "../documents/analysis-pool";
import { ANALYSIS_LEASE_MS } from "../documents/analysis-lease";
import { AppError } from "../http/app-error";
import type { FileStorage } from "../storage/file-storage";
import type { DraftFileRow } from "./find-draft";

/** Reading failures that are not the file's fault are tried this many times in all (then: could not be read). */
const MAX_READING_ATTEMPTS = 3;
/** A full pool or a busy gate: wait this long and try again, this many times, before leaving it to the sweep. */
const BUSY_RETRY_MS = 5_000;
const BUSY_RETRIES = 6;

type Logger = { error(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
export type DraftReadingDeps = { db: Database; storage: FileStorage; analyser: DocumentAnalyser; log: Logger };

// One reading loop per draft in this process: a draft's files are read one after another (a visitor's ten
// photos do not take the whole pool), and an upload arriving while the loop runs is picked up by it.
const loops = new Map<number, { again: boolean; done: Promise<void> }>();

/** Reads the draft's unread files in the background; resolves when none is left (tests wait on it). */
export function readDraftFiles(deps: DraftReadingDeps, draftId: number): Promise<void> {
  const running = loops.get(draftId);
  if (running) {
    running.again = true;
    return running.done;
  }
  const loop = { again: false, done: Promise.resolve() };
  loop.done = (async () => {
    try {
      for (;;) {
        loop.again = false;
        const file = await claimNextFile(deps.db, draftId);
        if (file) {
          await readOne(deps, file);
          continue;
        }
        if (!loop.again) return;
      }
    } catch (error) {
      if (!(error instanceof ReadingHandedBack))
        deps.log.error({ err: error, draftId }, "reading a draft's files failed");
    } finally {
      loops.delete(draftId);
    }
  })();
  loops.set(draftId, loop);
  return loop.done;
}

/** The draft's next file to read, its lease taken (a lease older than ANALYSIS_LEASE_MS was a killed process's). */
async function claimNextFile(db: Database, draftId: number): Promise<DraftFileRow | null> {
  const staleBefore = new Date(Date.now() - ANALYSIS_LEASE_MS);
  const [claimed] = await db
    .update(orderDraftFiles)
    .set({ readingStartedAt: new Date(), readingAttempts: sql`${orderDraftFiles.readingAttempts} + 1` })
    .where(
      eq(
        orderDraftFiles.id,
        sql`(select id from ${orderDraftFiles} where ${and(
          eq(orderDraftFiles.draftId, draftId),
          eq(orderDraftFiles.status, "reading"),
          or(isNull(orderDraftFiles.readingStartedAt), lt(orderDraftFiles.readingStartedAt, staleBefore)),
        )} order by id limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return claimed ?? null;
}

async function readOne(deps: DraftReadingDeps, file: DraftFileRow): Promise<void> {
  const { db, storage, analyser, log } = deps;
  const extension = fileExtension(file.originalFilename);
  if (!isOrderDocumentExtension(extension))
    return settle(db, file.id, { refused: new AppError(400, "UNREADABLE_DOCUMENT") });
  for (let attempt = 0; ; attempt += 1) {
    try {
      // The per-customer gate is keyed by a number: a draft's is its negated id, apart from every account's.
      const counted = await analyser.analyse(-file.draftId, extension, await storage.get(file.storageKey));
      return settle(db, file.id, { counted });
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 400) return settle(db, file.id, { refused: error });
      if (error instanceof AppError && error.statusCode === 429 && attempt < BUSY_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
        continue;
      }
      if (error instanceof ReadingHandedBack) {
        // Shutting down: an expired lease, so the sweep on any instance reads it at once; the attempt does not count.
        await db
          .update(orderDraftFiles)
          .set({
            readingStartedAt: new Date(0),
            readingAttempts: sql`greatest(${orderDraftFiles.readingAttempts} - 1, 0)`,
          })
          .where(and(eq(orderDraftFiles.id, file.id), eq(orderDraftFiles.status, "reading")));
        throw error;
      }
      const givingUp = file.readingAttempts >= MAX_READING_ATTEMPTS;
      log.warn({ err: error, draftFileId: file.id, givingUp }, "reading a draft file failed");
      if (givingUp) return settle(db, file.id, { refused: new AppError(400, "UNREADABLE_DOCUMENT") });
      // Released: the minutely sweep tries again.
      await db
        .update(orderDraftFiles)
        .set({ readingStartedAt: new Date(0) })
        .where(and(eq(orderDraftFiles.id, file.id), eq(orderDraftFiles.status, "reading")));
      return;
    }
  }
}

type Reading = { counted: Awaited<ReturnType<DocumentAnalyser["analyse"]>> } | { refused: AppError };

async function settle(db: Database, fileId: number, reading: Reading): Promise<void> {
  const values =
    "counted" in reading
      ? {
          status: "counted" as const,
          wordCount: reading.counted.wordCount,
          wordCountSource: reading.counted.source,
          ocrConfidence: reading.counted.ocrConfidence ?? null,
          readingStartedAt: null,
        }
      : {
          status: "failed" as const,
          error: reading.refused.message,
          errorCode: String(reading.refused.code),
          readingStartedAt: null,
        };
  await db
    .update(orderDraftFiles)
    .set(values)
    .where(and(eq(orderDraftFiles.id, fileId), eq(orderDraftFiles.status, "reading")));
}

/** Drafts with a file nobody is reading (a killed process, a released lease): for the minutely sweep. */
export async function draftsWithUnreadFiles(db: Database): Promise<number[]> {
  const staleBefore = new Date(Date.now() - ANALYSIS_LEASE_MS);
  const rows = await db
    .selectDistinct({ draftId: orderDraftFiles.draftId })
    .from(orderDraftFiles)
    .where(
      and(
        eq(orderDraftFiles.status, "reading"),
        or(
          lt(orderDraftFiles.readingStartedAt, staleBefore),
          lt(orderDraftFiles.createdAt, new Date(Date.now() - 60_000)),
        ),
      ),
    )
    .limit(100);
  return rows.map((row) => row.draftId);
}
