import { shownAccount } from "../../shared/account-deletion";
import { and, eq } from "drizzle-orm";
import type { AdminFileAccessPage, CustomerFileAccessPage } from "../../shared/schemas/files";
import type { Executor } from "../db/client";
import { fileAccessLog } from "../db/schema/files";
import { users } from "../db/schema/users";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { getOrderOrThrow, type OrderScope } from "../orders/get-order-or-throw";

const NEWEST: KeysetSort = {
  name: "file-access:newest",
  key: fileAccessLog.createdAt,
  id: fileAccessLog.id,
  direction: "desc",
};

type PageOptions = { db: Executor; orderId: number; limit: number; cursor?: string };

/** One page of an order's access log, newest first (index: order_id, created_at, id). */
async function accessPage({ db, orderId, limit, cursor }: PageOptions) {
  const plan = planKeysetPage({ sort: NEWEST, limit, cursor });
  const rows = await db
    .select({
      entry: fileAccessLog,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      sortKey: sortKeyMicros(NEWEST),
    })
    .from(fileAccessLog)
    .leftJoin(users, eq(users.id, fileAccessLog.userId))
    .where(and(eq(fileAccessLog.orderId, orderId), plan.where))
    .orderBy(...plan.orderBy)
    .limit(plan.take);
  return plan.finish(rows, (row) => ({ key: row.sortKey, id: row.entry.id }));
}

const fullName = (row: { firstName: string | null; lastName: string | null }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || null;

/**
 * GET /api/orders/:id/file-access: the owner's view. Their own opens with the address; the translator by name;
 * the agency's staff as "agency", without names or addresses (an admin's username is a sign-in name).
 */
export async function listCustomerFileAccess(
  options: PageOptions & { userId: number },
): Promise<CustomerFileAccessPage> {
  await getOrderOrThrow({ db: options.db, orderId: options.orderId, userId: options.userId });
  const page = await accessPage(options);
  return {
    ...page,
    items: page.items.map(({ entry, ...user }) => {
      const who = entry.userId === options.userId ? "you" : entry.role === "translator" ? "translator" : "agency";
      return {
        id: entry.id,
        at: entry.createdAt.toISOString(),
        fileKind: entry.fileKind,
        fileName: entry.fileName,
        who,
        name: who === "translator" ? fullName(user) : null,
        ipAddress: who === "you" ? entry.ipAddress : null,
      };
    }),
  };
}

/** GET /api/admin/orders/:orderId/file-access: everything recorded. */
export async function listAdminFileAccess(options: PageOptions & OrderScope): Promise<AdminFileAccessPage> {
  await getOrderOrThrow(options);
  const page = await accessPage(options);
  return {
    ...page,
    items: page.items.map(({ entry, username, ...user }) => {
      // A deleted customer is "Deleted customer #4", never "@deleted:4" (shownAccount).
      const shown = username === null ? null : shownAccount({ ...user, username });
      return {
        id: entry.id,
        at: entry.createdAt.toISOString(),
        fileKind: entry.fileKind,
        fileName: entry.fileName,
        role: entry.role,
        userId: entry.userId,
        username: shown?.username ?? null,
        name: shown?.deleted ? shown.name : fullName(user),
        ipAddress: entry.ipAddress,
      };
    }),
  };
}
