import { and, eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { notFound } from "../http/app-error";

/** A document of the job's order; another order's document is "Document not found". */
export async function jobDocumentOrThrow(db: Executor, orderId: number, documentId: number) {
  const [document] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.orderId, orderId)))
    .limit(1);
  if (!document) throw notFound("DOCUMENT_NOT_FOUND");
  return document;
}
