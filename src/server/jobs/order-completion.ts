import { and, eq, isNull } from "drizzle-orm";
import { orderCompletionRefusal, untranslatedDocuments } from "../../shared/assignment";
import type { Executor } from "../db/client";
import { translatorJobs } from "../db/schema/translators";
import { currentByDocument, loadOrderTranslations } from "./job-documents";

/** The order's active job (the one not ended by a reassignment), or null. */
export async function findActiveJob(db: Executor, orderId: number) {
  const [job] = await db
    .select()
    .from(translatorJobs)
    .where(and(eq(translatorJobs.orderId, orderId), isNull(translatorJobs.endedAt)))
    .limit(1);
  return job ?? null;
}

/** Why the admin cannot mark the order completed yet (shared/assignment.ts), or null. */
export async function findOrderCompletionRefusal(db: Executor, orderId: number): Promise<string | null> {
  const [activeJob, loaded] = await Promise.all([findActiveJob(db, orderId), loadOrderTranslations(db, orderId)]);
  return orderCompletionRefusal({
    documentCount: loaded.documents.length,
    missingDocumentIds: untranslatedDocuments(loaded.documents.map((doc) => doc.id), currentByDocument(loaded.translations).keys()),
    activeJobStatus: activeJob?.status ?? null,
  });
}
