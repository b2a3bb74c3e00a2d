import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { AdminUser, AdminUserList, UpdateUserInput } from "@shared/schemas/admin";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY, ADMIN_USERS_KEY, invalidateByPrefix } from "@/features/admin/admin-queries";
import { shownAccount } from "@shared/account-deletion";
import { pagedUrl } from "@/hooks/use-paged-view";

/** GET /api/admin/users: one page of accounts (a role tab, a search), newest first, with the tab counts. */
export function useAdminUsers(view: { tab?: string; search?: string; limit?: number; cursor?: string } = {}) {
  const filters = { tab: view.tab === "all" ? undefined : view.tab, search: view.search?.trim() };
  const url = pagedUrl(ADMIN_USERS_KEY, { filters, limit: view.limit, cursor: view.cursor });
  return useQuery<AdminUserList, Error>({ queryKey: [url], placeholderData: keepPreviousData });
}

/** The edited account, in every page of the list held in the cache. */
function replaceUser(user: AdminUser) {
  queryClient.setQueriesData<AdminUserList>(
    { predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_USERS_KEY) },
    (list) => list && { ...list, items: list.items.map((row) => (row.id === user.id ? user : row)) },
  );
}

/** PATCH /api/admin/users/:id (Edit User). Errors: 'Update failed' with the server's message (the spec's wording). */
export function useUpdateUser(options: { onSuccess?: () => void } = {}) {
  return useMutation<AdminUser, Error, { id: number; values: UpdateUserInput }>({
    mutationFn: async ({ id, values }) => (await apiRequest("PATCH", `/api/admin/users/${id}`, values)).json(),
    onSuccess: (user) => {
      replaceUser(user);
      // Names and e-mails also show on the order screens.
      void invalidateByPrefix(ADMIN_ORDERS_KEY);
      toast({ title: "User updated", description: `${shownAccount(user).name}'s details were saved.` });
      options.onSuccess?.();
    },
    onError: (error) => {
      toast({
        title: "Update failed",
        description: errorMessage(error, "Failed to update user. Please try again."),
        variant: "destructive",
      });
    },
  });
}

/** PATCH /api/admin/users/:id/disable with { disabled }: Disable Account ends their sessions; false re-enables. */
export function useSetUserDisabled(options: { onSuccess?: () => void } = {}) {
  return useMutation<AdminUser, Error, { id: number; disabled: boolean }>({
    mutationFn: async ({ id, disabled }) =>
      (await apiRequest("PATCH", `/api/admin/users/${id}/disable`, { disabled })).json(),
    onSuccess: (user) => {
      replaceUser(user);
      void invalidateByPrefix(ADMIN_STATS_KEY);
      toast({
        title: user.disabled ? "Account disabled" : "Account enabled",
        description: user.disabled
          ? `${shownAccount(user).name} has been signed out and can no longer log in.`
          : `${shownAccount(user).name} can log in again.`,
      });
      options.onSuccess?.();
    },
    onError: (error, { disabled }) => {
      const fallback = disabled
        ? "Failed to disable user. Please try again."
        : "Failed to enable user. Please try again.";
      toast({ title: "Action failed", description: errorMessage(error, fallback), variant: "destructive" });
    },
  });
}
