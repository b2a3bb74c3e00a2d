import { and, eq, isNotNull } from "drizzle-orm";
import type { AdminRating, AdminRatingsPage, AdminRatingsQuery } from "../../shared/schemas/ratings";
import type { Database, Executor } from "../db/client";
import { customerRatings } from "../db/schema/ratings";
import { conflict, notFound } from "../http/app-error";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { pageTotal } from "../http/page-total";

const NEWEST: KeysetSort = {
  name: "ratings:newest",
  key: customerRatings.submittedAt,
  id: customerRatings.orderId,
  direction: "desc",
};

function toAdminRating(row: typeof customerRatings.$inferSelect): AdminRating {
  return {
    orderId: row.orderId,
    customerId: row.userId,
    authorName: row.authorName ?? "",
    rating: row.rating!,
    comment: row.comment ?? "",
    publishConsent: row.publishConsent,
    status: row.status!,
    submittedAt: row.submittedAt!.toISOString(),
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/ratings: the ratings given, newest first, a page at a time, of one status. */
export async function listRatings(db: Executor, query: AdminRatingsQuery): Promise<AdminRatingsPage> {
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const filters = [
    isNotNull(customerRatings.submittedAt),
    query.status ? eq(customerRatings.status, query.status) : undefined,
  ];
  const [rows, total] = await Promise.all([
    db
      .select({ rating: customerRatings, sortKey: sortKeyMicros(NEWEST) })
      .from(customerRatings)
      .where(and(...filters, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    pageTotal(db, () =>
      db
        .select({ id: customerRatings.orderId })
        .from(customerRatings)
        .where(and(...filters))
        .$dynamic(),
    ),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.rating.orderId }));
  return { ...page, ...total, items: page.items.map((row) => toAdminRating(row.rating)) };
}

/**
 * PATCH /api/admin/ratings/:orderId: approve (published on the landing page) or reject. Only a rating whose customer
 * agreed to publish it can be approved (RATING_NO_CONSENT).
 */
export async function moderateRating(options: {
  db: Database;
  orderId: number;
  adminId: number;
  status: "approved" | "rejected";
}): Promise<AdminRating> {
  const { db, orderId, adminId, status } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(customerRatings).where(eq(customerRatings.orderId, orderId)).for("update");
    if (!row?.submittedAt) throw notFound("RATING_NOT_FOUND");
    if (status === "approved" && !row.publishConsent) throw conflict("RATING_NO_CONSENT");
    const [updated] = await tx
      .update(customerRatings)
      .set({ status, moderatedAt: new Date(), moderatedBy: adminId })
      .where(eq(customerRatings.orderId, orderId))
      .returning();
    return toAdminRating(updated!);
  });
}
