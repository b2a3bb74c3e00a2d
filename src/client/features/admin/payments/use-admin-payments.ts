import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminPaymentPage, AdminRefundPage } from "@shared/schemas/admin-payments";
import { pagedUrl } from "@/hooks/use-paged-view";

export const ADMIN_PAYMENTS_KEY = "/api/admin/payments";
export const ADMIN_REFUNDS_KEY = "/api/admin/refunds";

/** A day picked on the screen (YYYY-MM-DD, the admin's own calendar) as the instant its local midnight is. */
function localMidnight(day: string, plusDays = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The screen's days, both included, as the API's range: from the first day's midnight to the midnight after the last. */
export function dayRange(fromDay: string, toDay: string): { from?: string; to?: string } {
  return { from: localMidnight(fromDay), to: localMidnight(toDay, 1) };
}

type View = { fromDay: string; toDay: string; limit: number; cursor?: string };

/** GET /api/admin/payments: one page of payments (newest first), in the picked days, optionally of one status. */
export function useAdminPayments(view: View & { status: string }, enabled: boolean) {
  const url = pagedUrl(ADMIN_PAYMENTS_KEY, {
    filters: { ...dayRange(view.fromDay, view.toDay), status: view.status },
    limit: view.limit,
    cursor: view.cursor,
  });
  return useQuery<AdminPaymentPage, Error>({
    queryKey: [url],
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    enabled,
  });
}

/** GET /api/admin/refunds: one page of refunds (newest first), in the picked days. */
export function useAdminRefunds(view: View, enabled: boolean) {
  const url = pagedUrl(ADMIN_REFUNDS_KEY, {
    filters: dayRange(view.fromDay, view.toDay),
    limit: view.limit,
    cursor: view.cursor,
  });
  return useQuery<AdminRefundPage, Error>({
    queryKey: [url],
    placeholderData: keepPreviousData,
    refetchOnMount: "always",
    enabled,
  });
}
