import { type SQL, eq, inArray, like, or, sql } from "drizzle-orm";
import { SERVICE_TYPES } from "../../shared/enums";
import { normalizeForSearch } from "../../shared/search-text";
import { orders } from "../db/schema/orders";
import { users } from "../db/schema/users";

// The admin searches, on the trigram index of migration 0019 (docs/decisions/026-keyset-pagination.md). The SQL
// functions search_fold / user_search_text fold text the way shared/search-text.ts does (DEMİR finds Demir).

/** A LIKE pattern for "contains", with the admin's own %, _ and \ matched literally. */
export function containsPattern(search: string): string {
  return `%${normalizeForSearch(search).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Accounts whose name (first, last, or both), username or e-mail contains the search. `users.search_text` is stored
 * folded (a generated column), so a plan that reads every row compares plain text instead of folding 20,000 names,
 * and users_search_trgm_idx serves the rest.
 */
export function userMatches(search: string): SQL {
  return like(users.searchText, containsPattern(search));
}

/**
 * Manage Orders' search: "42" or "#42" is that order; other text finds the orders of matching customers (name,
 * username, e-mail) and, as before, orders whose service type contains it ("cert"). Service types are a short
 * fixed list, matched here rather than in SQL.
 */
export function orderSearchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const orderNumber = /^#?(\d{1,9})$/.exec(search);
  if (orderNumber) return eq(orders.id, Number(orderNumber[1]));
  const wanted = normalizeForSearch(search);
  const customers = inArray(orders.userId, sql`(select ${users.id} from ${users} where ${userMatches(search)})`);
  const serviceTypes = SERVICE_TYPES.filter((type) => type.includes(wanted));
  return serviceTypes.length > 0 ? or(customers, inArray(orders.serviceType, serviceTypes)) : customers;
}
