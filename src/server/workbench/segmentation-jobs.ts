import { and, eq, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { documentSegmentations } from "../db/schema/workbench";
import type { LayoutReader } from "../documents/analysis-pool";
import type { JobQueue } from "../queue/job-queue";
import type { FileStorage } from "../storage/file-storage";
import { segmentDocument } from "./segment-document";
import { preTranslateFromMemory } from "../translation-memory/pre-translate-from-memory";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import type { TranslationDirection } from "../../shared/enums";
import type { MachineTranslator } from "../machine-translation/machine-translator";
import { preTranslateWithMachine } from "../machine-translation/pre-translate-with-machine";

/** The order's direction for one of its documents. */
async function directionOf(db: Database, documentId: number): Promise<TranslationDirection> {
  const [row] = await db
    .select({ direction: orders.translationDirection })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(eq(documents.id, documentId));
  return row?.direction ?? "tr-en";
}

/** A pending document claimed this long ago whose job is gone (its process died) is sent again. */
const STALE_CLAIM_MS = 15 * 60_000;
/** Documents sent per sweep; the rest wait for the next minute. */
const SWEEP_BATCH = 200;

type Logger = { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };

type SegmentationDeps = {
  db: Database;
  storage: FileStorage;
  reader: LayoutReader;
  log: Logger;
  /** DeepL when DEEPL_API_KEY is set (machine-translation/create-machine-translator.ts); null: nothing is sent. */
  machineTranslator: MachineTranslator | null;
};

/**
 * One document.segment run: segments the document, then pre-translates what it can. Memory first
 * (docs/workbench.md): segments the agency translated before (same text, or differing only in numbers, dates and
 * names) start as drafts with the memory's suggestion; then, only with DEEPL_API_KEY set and the admin's switch on,
 * the segments still empty get a machine draft ("MT"). The translator confirms either. A failure of the machine
 * translation is logged and leaves segments empty; it never fails the job. A run that died after writing the segments
 * (so its retry finds the document ready) left pretranslated_at empty: the retry pre-translates the same way.
 */
export async function runSegmentation(deps: SegmentationDeps, documentId: number): Promise<void> {
  const outcome = await segmentDocument({ ...deps, documentId });
  if (outcome !== "skipped") deps.log.info({ documentId, outcome }, "document segmented");
  if (outcome === "failed") return;
  const [state] = await deps.db
    .select({ status: documentSegmentations.status, pretranslatedAt: documentSegmentations.pretranslatedAt })
    .from(documentSegmentations)
    .where(eq(documentSegmentations.documentId, documentId));
  if (state?.status !== "ready" || state.pretranslatedAt !== null) return;
  const direction = await directionOf(deps.db, documentId);
  const filled = await preTranslateFromMemory(deps.db, documentId, direction);
  if (filled > 0) deps.log.info({ documentId, filled }, "segments pre-translated from memory");
  const machine = await preTranslateWithMachine({
    db: deps.db,
    documentId,
    direction,
    translator: deps.machineTranslator,
    log: deps.log,
  });
  if (machine > 0) deps.log.info({ documentId, filled: machine }, "segments pre-translated by machine");
  await deps.db
    .update(documentSegmentations)
    .set({ pretranslatedAt: new Date() })
    .where(eq(documentSegmentations.documentId, documentId));
}

/** Sends one document's segmentation; one waits per document (a keyed job), so sends never pile up. */
export async function sendSegmentation(queue: JobQueue | undefined, documentId: number): Promise<void> {
  await queue?.send("document.segment", { documentId }, { singletonKey: `document-${documentId}` });
}

/**
 * The pending documents to send: never tried yet (assignments mark them in their transaction: jobs/
 * mark-documents-for-segmentation.ts), or claimed long ago by a run that never finished.
 */
export async function findPendingSegmentations(db: Database, now = new Date()): Promise<number[]> {
  const rows = await db
    .select({ documentId: documentSegmentations.documentId })
    .from(documentSegmentations)
    .where(
      and(
        eq(documentSegmentations.status, "pending"),
        or(
          eq(documentSegmentations.attempts, 0),
          lt(documentSegmentations.updatedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
        ),
      ),
    )
    .limit(SWEEP_BATCH);
  return rows.map((row) => row.documentId);
}

/**
 * The workbench's jobs (docs/workbench.md, "The job"), defined by the start layer (start-server.ts) beside
 * registerJobs: document.segment reads one document; document.segment-sweep, every minute, sends the documents an
 * assignment marked pending (the assignment's transaction cannot send them itself: a rolled-back assignment would have
 * sent them anyway) and those whose run was lost.
 */
export function defineSegmentationJobs(queue: JobQueue, deps: SegmentationDeps): void {
  queue.define("document.segment", {
    handler: async (data) => runSegmentation(deps, Number(data.documentId)),
    // Transient failures (the pool's queue full, storage down) are retried; segmentDocument counts the readings.
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 900,
  });
  queue.define("document.segment-sweep", {
    handler: async () => {
      const pending = await findPendingSegmentations(deps.db);
      for (const documentId of pending) await sendSegmentation(queue, documentId);
    },
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
  });
  queue.schedule("document.segment-sweep", 1);
}
