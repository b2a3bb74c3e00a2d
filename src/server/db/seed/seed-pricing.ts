import type { Executor } from "../client";
import { pricing } from "../schema/payments";

/** The landing page's rates (spec section 9). Existing rows are left as they are. */
export const DEFAULT_PRICING = [
  { serviceType: "standard", pricePerWord: 0.12, rushMultiplier: 1.5, physicalDeliveryCost: 15 },
  { serviceType: "certified", pricePerWord: 0.15, rushMultiplier: 1.5, physicalDeliveryCost: 15 },
  { serviceType: "premium", pricePerWord: 0.2, rushMultiplier: 1.5, physicalDeliveryCost: 15 },
] as const;

export async function seedPricing(db: Executor): Promise<void> {
  await db.insert(pricing).values([...DEFAULT_PRICING]).onConflictDoNothing({ target: pricing.serviceType });
}
