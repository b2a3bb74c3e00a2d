import { and, eq, isNull } from "drizzle-orm";
import { orderCompletionRefusal, untranslatedDocuments } from "../../shared/assignment";
import { reviewCompletionRefusal } from "../../shared/draft-review";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
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

/**
 * Why the admin cannot mark the order completed yet (shared/assignment.ts), or null. An order with
 * documents also needs the customer's approval of the draft (shared/draft-review.ts).
 */
export async function findOrderCompletionRefusal(db: Executor, orderId: number): Promise<string | null> {
  const [activeJob, loaded, [order]] = await Promise.all([
    findActiveJob(db, orderId),
    loadOrderTranslations(db, orderId),
    db.select({ reviewStatus: orders.reviewStatus }).from(orders).where(eq(orders.id, orderId)).limit(1),
  ]);
  const documentCount = loaded.documents.length;
  return (
    orderCompletionRefusal({
      documentCount,
      missingDocumentIds: untranslatedDocuments(
        loaded.documents.map((doc) => doc.id),
        currentByDocument(loaded.translations).keys(),
      ),
      activeJobStatus: activeJob?.status ?? null,
    }) ?? reviewCompletionRefusal({ documentCount, reviewStatus: order?.reviewStatus ?? null })
  );
}
