import { useQuery } from "@tanstack/react-query";
import { DEFAULT_PRICING_ENTRIES } from "@shared/pricing";
import type { PricingEntry } from "@shared/schemas/pricing";

/** GET /api/pricing (cached for the session); the published rates until it answers. */
export function usePricingEntries(): PricingEntry[] {
  const { data } = useQuery<PricingEntry[]>({ queryKey: ["/api/pricing"] });
  return data?.length ? data : DEFAULT_PRICING_ENTRIES;
}
