import { useQuery } from "@tanstack/react-query";
import type { AdminStats } from "@shared/schemas/admin";
import { ADMIN_STATS_KEY } from "@/features/admin/admin-queries";

/** GET /api/admin/stats: counters, revenue, customers and pending applications. */
export function useAdminStats() {
  return useQuery<AdminStats, Error>({ queryKey: [ADMIN_STATS_KEY] });
}
