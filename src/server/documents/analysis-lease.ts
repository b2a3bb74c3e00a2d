import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";

/**
 * A reader whose lease was not renewed for this long is taken as dead (its process was killed): the minutely
 * sweep hands its document to another (docs/decisions/021-documents-read-after-storing.md).
 */
export const ANALYSIS_LEASE_MS = 2 * 60 * 1000;
/** How often a live reader renews its lease: a long OCR keeps it however many minutes it takes. */
export const ANALYSIS_HEARTBEAT_MS = 30 * 1000;

type Logger = { warn(obj: object, msg?: string): void };

/**
 * Renews the lease on a document every intervalMs while it is read; call the answer to stop. A failed renewal
 * is only logged: at worst another reader takes over, and the second to finish changes nothing.
 */
export function keepLeaseAlive(options: {
  db: Database;
  documentId: number;
  log: Logger;
  intervalMs?: number;
}): () => void {
  const { db, documentId, log } = options;
  const timer = setInterval(() => {
    db.update(documents)
      .set({ analysisStartedAt: new Date() })
      .where(and(eq(documents.id, documentId), eq(documents.analysisStatus, "pending")))
      .catch((error: unknown) => log.warn({ err: error, documentId }, "could not renew a document's reading lease"));
  }, options.intervalMs ?? ANALYSIS_HEARTBEAT_MS);
  // The timer never keeps a process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
