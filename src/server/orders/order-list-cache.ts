import { autoApprovalDate } from "../../shared/draft-review";
import { writeInvalidatedCache } from "../shared-state/write-invalidated-cache";

/**
 * First pages of GET /api/orders as JSON text, per customer, status tab and page size (docs/performance.md: the list is the busiest signed-in read, and on PGlite
 * its query is most of its cost). Any committed write to the orders, documents or order_file_retention table (the list
 * shows each order's document count and whether its files were deleted), by anyone on any instance, drops every
 * entry. An entry also ends when one of its drafts becomes overdue (the route must approve it first) and after 30 s.
 */
const lists = writeInvalidatedCache<string>({
  topic: "orders",
  tables: ["orders", "documents", "order_file_retention"],
  ttlMs: 30_000,
  maxEntries: 10_000,
});

/** The entry of one customer's first page of one status tab (undefined: every status) at one page size. */
export const orderListKey = (userId: number, status: string | undefined, limit: number) =>
  `${userId}:${status ?? "all"}:${limit}`;

export const cachedOrderList = (key: string, now = Date.now()): string | undefined => lists.get(key, now);

/** Take before reading the rows; store with it (a write committed meanwhile makes the store a no-op). */
export const orderListEpoch = () => lists.epoch();

export function storeOrderList(
  key: string,
  startedAt: number,
  rows: Array<{ reviewStatus: string | null; draftDeliveredAt: Date | null }>,
  json: string,
  now = Date.now(),
): void {
  let validUntil = Infinity;
  for (const row of rows) {
    if (row.reviewStatus === "awaiting_review" && row.draftDeliveredAt)
      validUntil = Math.min(validUntil, autoApprovalDate(row.draftDeliveredAt).getTime());
  }
  lists.set(key, startedAt, json, { validUntil, now });
}
