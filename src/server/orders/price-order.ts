import { estimateDeliveryDate } from "../../shared/delivery";
import type { ServiceType } from "../../shared/enums";
import { calculateQuoteTotal } from "../../shared/pricing";
import type { Executor } from "../db/client";
import { listPricing } from "../pricing/list-pricing";

type PriceOrderOptions = {
  db: Executor;
  serviceType: ServiceType;
  wordCount: number;
  isRush: boolean;
  isPhysicalDelivery: boolean;
  /** When the delivery clock starts; now by default. */
  from?: Date;
};

/**
 * The server's price and delivery date for an order, from the pricing table (rate, rush multiplier and
 * delivery cost of the service type). Whatever total a client shows or sends is never used.
 */
export async function priceOrder({ db, from = new Date(), ...order }: PriceOrderOptions) {
  const entries = await listPricing(db);
  return {
    totalPrice: calculateQuoteTotal(order, entries),
    estimatedDeliveryDate: estimateDeliveryDate(order.serviceType, order.isRush, from),
  };
}
