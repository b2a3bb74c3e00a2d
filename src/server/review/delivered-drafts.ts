import type { OrderDraftDto } from "../../shared/schemas/order-detail";
import type { Executor } from "../db/client";
import { loadOrderTranslations, toTranslationVersionDto, type TranslationRow } from "../jobs/job-documents";
import { loadDocumentNames } from "../deliverable/document-names";

type ReviewedOrder = { id: number; reviewStatus: string | null; draftDeliveredAt: Date | null };

/** A version the customer has received: uploaded before the newest delivery (later uploads are work in progress). */
export function isDeliveredVersion(order: ReviewedOrder, translation: TranslationRow): boolean {
  if (!order.reviewStatus || !order.draftDeliveredAt || !translation.translatedFileKey) return false;
  return (translation.completedAt ?? translation.createdAt).getTime() <= order.draftDeliveredAt.getTime();
}

/** Each document's delivered versions, newest first; nothing before the first delivery. */
export async function loadDeliveredDrafts(db: Executor, order: ReviewedOrder): Promise<OrderDraftDto[]> {
  if (!order.reviewStatus) return [];
  const [loaded, names] = await Promise.all([loadOrderTranslations(db, order.id), loadDocumentNames(db, order.id)]);
  return loaded.documents.map((doc) => ({
    documentId: doc.id,
    title: names.titleOf(doc.id),
    originalFilename: doc.originalFilename,
    versions: loaded.translations
      .filter((row) => row.documentId === doc.id && isDeliveredVersion(order, row))
      .map(toTranslationVersionDto),
  }));
}
