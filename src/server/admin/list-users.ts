import { type SQL, and, count, eq, getTableColumns } from "drizzle-orm";
import type { AdminUser, AdminUserList, AdminUserTab, AdminUsersQuery } from "../../shared/schemas/admin";
import { toPublicUser } from "../auth/public-user";
import { anyOf } from "../db/any-of";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { users } from "../db/schema/users";
import { conflict, notFound, english } from "../http/app-error";
import { type KeysetSort, planKeysetPage, sortKeyMicros } from "../http/keyset-page";
import { userMatches } from "./order-search";

const NEWEST: KeysetSort = { name: "admin-users:newest", key: users.createdAt, id: users.id, direction: "desc" };

const TAB_ROLE: Record<AdminUserTab, "admin" | "user" | undefined> = { all: undefined, admins: "admin", users: "user" };

/** Orders per account, for a page of accounts only (one array parameter). */
async function orderCounts(db: Database, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, total: count() })
    .from(orders)
    .where(anyOf(orders.userId, userIds))
    .groupBy(orders.userId);
  return new Map(rows.map((row) => [row.userId, Number(row.total)]));
}

/**
 * One page of the Customers screen (docs/admin-ui.md), newest first: All Users (translators included), Administrators
 * or Regular Users, optionally searched by name, username or e-mail; with the three tab counts for the same search.
 */
export async function listUsers(options: { db: Database; query: AdminUsersQuery }): Promise<AdminUserList> {
  const { db, query } = options;
  const search = query.search ? userMatches(query.search) : undefined;
  const role = TAB_ROLE[query.tab];
  const plan = planKeysetPage({ sort: NEWEST, limit: query.limit, cursor: query.cursor });
  const filters: (SQL | undefined)[] = [role ? eq(users.role, role) : undefined, search, plan.where];
  const [rows, byRole] = await Promise.all([
    db
      .select({ user: getTableColumns(users), sortKey: sortKeyMicros(NEWEST) })
      .from(users)
      .where(and(...filters))
      .orderBy(...plan.orderBy)
      .limit(plan.take),
    db.select({ role: users.role, total: count() }).from(users).where(search).groupBy(users.role),
  ]);
  const page = plan.finish(rows, (row) => ({ key: row.sortKey, id: row.user.id }));
  const counted = await orderCounts(
    db,
    page.items.map((row) => row.user.id),
  );
  const roleCount = (wanted: string) => Number(byRole.find((row) => row.role === wanted)?.total ?? 0);
  return {
    ...page,
    items: page.items.map((row) => toAdminUser(row.user, counted.get(row.user.id) ?? 0)),
    counts: {
      all: byRole.reduce((sum, row) => sum + Number(row.total), 0),
      admins: roleCount("admin"),
      users: roleCount("user"),
    },
  };
}

export async function getAdminUserOrThrow(options: { db: Database; userId: number }): Promise<AdminUser> {
  const [user] = await options.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!user) throw notFound(english("User not found"));
  const counted = await orderCounts(options.db, [user.id]);
  return toAdminUser(user, counted.get(user.id) ?? 0);
}

function toAdminUser(user: typeof users.$inferSelect, orderCount: number): AdminUser {
  return { ...toPublicUser(user), orderCount, deletedAt: user.deletedAt?.toISOString() ?? null };
}

/** Edit, disable and enable refuse a deleted account: nothing of the customer is left to change (409). */
export function assertNotDeleted(user: { deletedAt: string | null }): void {
  if (user.deletedAt) throw conflict("ACCOUNT_ALREADY_DELETED");
}
