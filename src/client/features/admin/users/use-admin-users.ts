import { useMutation, useQuery } from "@tanstack/react-query";
import type { AdminUser, UpdateUserInput } from "@shared/schemas/admin";
import { apiRequest, errorMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/hooks/use-toast";
import { ADMIN_ORDERS_KEY, ADMIN_STATS_KEY, ADMIN_USERS_KEY, invalidateByPrefix } from "@/features/admin/admin-queries";
import { personName } from "@/features/admin/format";

/** GET /api/admin/users: every account, newest first. */
export function useAdminUsers() {
  return useQuery<AdminUser[], Error>({ queryKey: [ADMIN_USERS_KEY] });
}

function replaceUser(user: AdminUser) {
  queryClient.setQueryData<AdminUser[]>([ADMIN_USERS_KEY], (users) => users?.map((u) => (u.id === user.id ? user : u)));
}

/** PATCH /api/admin/users/:id (Edit User). Errors: 'Update failed' with the server's message (the spec's wording). */
export function useUpdateUser(options: { onSuccess?: () => void } = {}) {
  return useMutation<AdminUser, Error, { id: number; values: UpdateUserInput }>({
    mutationFn: async ({ id, values }) => (await apiRequest("PATCH", `/api/admin/users/${id}`, values)).json(),
    onSuccess: (user) => {
      replaceUser(user);
      // Names and e-mails also show on the order screens.
      void invalidateByPrefix(ADMIN_ORDERS_KEY);
      toast({ title: "User updated", description: `${personName(user)}'s details were saved.` });
      options.onSuccess?.();
    },
    onError: (error) => {
      toast({ title: "Update failed", description: errorMessage(error, "Failed to update user. Please try again."), variant: "destructive" });
    },
  });
}

/** PATCH /api/admin/users/:id/disable with { disabled }: Disable Account ends their sessions; false re-enables. */
export function useSetUserDisabled(options: { onSuccess?: () => void } = {}) {
  return useMutation<AdminUser, Error, { id: number; disabled: boolean }>({
    mutationFn: async ({ id, disabled }) => (await apiRequest("PATCH", `/api/admin/users/${id}/disable`, { disabled })).json(),
    onSuccess: (user) => {
      replaceUser(user);
      void invalidateByPrefix(ADMIN_STATS_KEY);
      toast({
        title: user.disabled ? "Account disabled" : "Account enabled",
        description: user.disabled ? `${personName(user)} has been signed out and can no longer log in.` : `${personName(user)} can log in again.`,
      });
      options.onSuccess?.();
    },
    onError: (error, { disabled }) => {
      const fallback = disabled ? "Failed to disable user. Please try again." : "Failed to enable user. Please try again.";
      toast({ title: "Action failed", description: errorMessage(error, fallback), variant: "destructive" });
    },
  });
}
