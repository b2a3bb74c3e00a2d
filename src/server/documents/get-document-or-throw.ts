import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { notFound } from "../http/app-error";
import type { Viewer } from "../auth/viewer";

/** Verified admins may read any document; everyone else only their own. */
type GetDocumentOptions = { db: Executor; documentId: number; viewer: Pick<Viewer, "userId" | "isVerifiedAdmin"> };

/** A document with its order, scoped to the viewer: another customer's document is errorText("DOCUMENT_NOT_FOUND"). */
export async function getDocumentOrThrow({ db, documentId, viewer }: GetDocumentOptions) {
  const conditions: SQL[] = [eq(documents.id, documentId)];
  if (!viewer.isVerifiedAdmin) conditions.push(eq(orders.userId, viewer.userId));
  const [row] = await db
    .select({ document: documents, order: orders })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(and(...conditions))
    .limit(1);
  if (!row) throw notFound("DOCUMENT_NOT_FOUND");
  return row;
}
