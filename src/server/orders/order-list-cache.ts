import { autoApprovalDate } from "../../shared/draft-review";
import { onTableWritten } from "../db/table-writes";
import { invalidate, onInvalidate } from "../shared-state/invalidation-bus";

/**
 * First pages of GET /api/orders as JSON text, per customer, status tab and page size (docs/performance.md: the list is the busiest signed-in read, and on PGlite
 * its query is most of its cost). Any committed write to the orders or documents table, by anyone on any instance, drops
 * every entry (db/table-writes.ts watches the driver; other instances hear it through the invalidation bus).
 * An entry also ends when one of its drafts becomes overdue (the route must approve it first) and after
 * LIST_TTL_MS, which bounds what an instance that missed a message (Redis down) shows.
 */
const LIST_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
const TOPIC = "orders";

type Entry = { json: string; readAt: number; validUntil: number };
const entries = new Map<string, Entry>();
let epoch = 0;

onInvalidate(TOPIC, () => {
  epoch += 1;
  entries.clear();
});
onTableWritten("orders", () => invalidate(TOPIC, "*"));
// The list shows each order's document count.
onTableWritten("documents", () => invalidate(TOPIC, "*"));

/**
 * Drops every entry: for a process that opens another database (the test suite keeps its modules between files,
 * docs/ci.md), where the same customer id names someone else.
 */
export function dropCachedOrderLists(): void {
  invalidate(TOPIC, "*");
}

/** The entry of one customer's first page of one status tab (undefined: every status) at one page size. */
export const orderListKey = (userId: number, status: string | undefined, limit: number) => `${userId}:${status ?? "all"}:${limit}`;

export function cachedOrderList(key: string, now = Date.now()): string | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (now >= entry.validUntil) {
    entries.delete(key);
    return undefined;
  }
  return entry.json;
}

/** Take before reading the rows; store with it (a write committed meanwhile makes the store a no-op). */
export const orderListEpoch = () => epoch;

export function storeOrderList(
  key: string,
  startedAt: number,
  rows: Array<{ reviewStatus: string | null; draftDeliveredAt: Date | null }>,
  json: string,
  now = Date.now(),
): void {
  if (startedAt !== epoch) return;
  let validUntil = now + LIST_TTL_MS;
  for (const row of rows) {
    if (row.reviewStatus === "awaiting_review" && row.draftDeliveredAt) validUntil = Math.min(validUntil, autoApprovalDate(row.draftDeliveredAt).getTime());
  }
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { json, readAt: now, validUntil });
}
