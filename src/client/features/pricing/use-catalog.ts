import { useQuery } from "@tanstack/react-query";
import { DEFAULT_CATALOG, type PriceCatalog } from "@shared/catalog";

export const PRICING_KEY = "/api/pricing";

/** A usable catalog: the answer must have plans and document types, else the published defaults stand in. */
function isCatalog(value: unknown): value is PriceCatalog {
  const catalog = value as Partial<PriceCatalog> | null | undefined;
  return Boolean(catalog && Array.isArray(catalog.plans) && Array.isArray(catalog.documentTypes) && catalog.addOns);
}

/**
 * GET /api/pricing (plans, document types, add-on prices), cached for the session. The server is the
 * authority; until it answers (or if it fails) the landing page's published prices are shown.
 */
export function useCatalog(): PriceCatalog {
  const { data } = useQuery<PriceCatalog>({ queryKey: [PRICING_KEY] });
  return isCatalog(data) ? data : DEFAULT_CATALOG;
}
