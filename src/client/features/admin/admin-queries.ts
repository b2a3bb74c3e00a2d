import { queryClient } from "@/lib/query-client";

// Query keys of the admin screens. The default query function GETs queryKey[0], so a key is the URL.

export const ADMIN_STATS_KEY = "/api/admin/stats";
export const ADMIN_ORDERS_KEY = "/api/admin/orders";
export const ADMIN_USERS_KEY = "/api/admin/users";
export const ADMIN_SETTINGS_KEY = "/api/admin/settings";
export const ADMIN_OUTBOX_KEY = "/api/admin/outbox";

export const adminOrderKey = (orderId: number | string) => `${ADMIN_ORDERS_KEY}/${orderId}`;

/** Refetches every cached answer whose URL starts with one of the prefixes (lists with any filter, details). */
export function invalidateByPrefix(...prefixes: string[]) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return prefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}?`) || key.startsWith(`${prefix}/`));
    },
  });
}
