import { priceOrder, PriceRuleError, type PriceOrderInput, type PricedOrder } from "../../shared/price-order";
import type { Executor } from "../db/client";
import { badRequest, english } from "../http/app-error";
import { loadCatalog } from "./load-catalog";

/** POST /api/quote and every re-pricing: today's catalog through the shared rule; rule errors are 400s. */
export async function quoteOrder({ db, input }: { db: Executor; input: PriceOrderInput }): Promise<PricedOrder> {
  return priceWithCatalog(input, await loadCatalog(db));
}

export function priceWithCatalog(input: PriceOrderInput, catalog: Awaited<ReturnType<typeof loadCatalog>>): PricedOrder {
  try {
    return priceOrder(input, catalog);
  } catch (error) {
    if (error instanceof PriceRuleError) throw badRequest(english(error.message));
    throw error;
  }
}
