import { priceOrder, PriceRuleError, type PriceOrderInput, type PricedOrder } from "../../shared/price-order";
import { badRequest, english } from "../http/app-error";
import type { loadCatalog } from "./load-catalog";

/** POST /api/quote and every re-pricing: a catalog through the shared rule; rule errors are 400s. */
export function priceWithCatalog(
  input: PriceOrderInput,
  catalog: Awaited<ReturnType<typeof loadCatalog>>,
): PricedOrder {
  try {
    return priceOrder(input, catalog);
  } catch (error) {
    if (error instanceof PriceRuleError) throw badRequest(english(error.message));
    throw error;
  }
}
