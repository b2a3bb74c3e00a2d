import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { notFound } from "../http/app-error";

/** Who is asking. Admins (past their code step) may read any document; customers only their own. */
export type DocumentViewer = { userId: number; isAdmin: boolean };

type GetDocumentOptions = { db: Executor; documentId: number; viewer: DocumentViewer };

/** A document with its order, scoped to the viewer: another customer's document is "Document not found". */
export async function getDocumentOrThrow({ db, documentId, viewer }: GetDocumentOptions) {
  const conditions: SQL[] = [eq(documents.id, documentId)];
  if (!viewer.isAdmin) conditions.push(eq(orders.userId, viewer.userId));
  const [row] = await db
    .select({ document: documents, order: orders })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(and(...conditions))
    .limit(1);
  if (!row) throw notFound("Document");
  return row;
}
