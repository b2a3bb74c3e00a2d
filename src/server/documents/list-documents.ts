import { and, asc, eq } from "drizzle-orm";
import type { CustomerDocumentList, DocumentDto } from "../../shared/schemas/documents";
import type { PageQuery } from "../../shared/schemas/pagination";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { pageTotal } from "../http/page-total";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { toDocumentDto } from "./serialize-document";

const NEWEST: KeysetSort = { name: "documents:newest", key: documents.createdAt, id: documents.id, direction: "desc" };

/** The documents of one of the customer's orders, in upload order: at most MAX_DOCUMENTS_PER_ORDER (20), never paged. */
export async function listOrderDocuments({
  db,
  orderId,
  userId,
}: {
  db: Executor;
  orderId: number;
  userId: number;
}): Promise<DocumentDto[]> {
  await getOrderOrThrow({ db, orderId, userId });
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  return rows.map(toDocumentDto);
}

/**
 * My Documents: one page of the documents of every order of the customer, newest first, and how many there are.
 * Read through the customer's orders (orders_user_created_at_id_idx, then documents_order_id_idx):
 * docs/decisions/027-every-growing-list-paged.md.
 */
export async function listCustomerDocuments({
  db,
  userId,
  query,
}: {
  db: Executor;
  userId: number;
  query: PageQuery;
}): Promise<CustomerDocumentList> {
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const mine = eq(orders.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select({ document: documents, orderStatus: orders.status, sortKey: sortKeyMicros(NEWEST) })
      .from(documents)
      .innerJoin(orders, eq(orders.id, documents.orderId))
      .where(and(mine, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    pageTotal(db, () =>
      db
        .select({ id: documents.id })
        .from(documents)
        .innerJoin(orders, eq(orders.id, documents.orderId))
        .where(mine)
        .$dynamic(),
    ),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.document.id }));
  return {
    ...page,
    ...total,
    items: page.items.map(({ document, orderStatus }) => ({ ...toDocumentDto(document), orderStatus })),
  };
}
