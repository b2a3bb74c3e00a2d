import { asc } from "drizzle-orm";
import type { Executor } from "../db/client";
import { pricing } from "../db/schema/payments";
import type { PricingEntry } from "../../shared/schemas/pricing";

export async function listPricing(db: Executor): Promise<PricingEntry[]> {
  const rows = await db.select().from(pricing).orderBy(asc(pricing.pricePerWord));
  return rows.map(({ serviceType, pricePerWord, rushMultiplier, physicalDeliveryCost }) => ({
    serviceType,
    pricePerWord,
    rushMultiplier,
    physicalDeliveryCost,
  }));
}
