import { DEFAULT_DOCUMENT_TYPES, DEFAULT_PLANS } from "../../shared/catalog";
import type { Executor } from "../db/client";
import { pricing } from "../db/schema/payments";
import { documentTypes } from "../db/schema/pricing-catalog";

/** The landing page's rates as the spec lists them, in cents. Existing rows are left as they are. */
export const DEFAULT_PRICING = DEFAULT_PLANS.map(
  ({ serviceType, pricePerWordCents, rushMultiplier, physicalDeliveryCents }) => ({
    serviceType,
    pricePerWordCents,
    rushMultiplier,
    physicalDeliveryCents,
  }),
);

/** Plans and the document-type catalog (docs/ordering.md, "Pricing"); add-on prices are settings (seed-settings.ts). */
export async function seedPricing(db: Executor): Promise<void> {
  await db.insert(pricing).values(DEFAULT_PRICING).onConflictDoNothing({ target: pricing.serviceType });
  await db
    .insert(documentTypes)
    .values(DEFAULT_DOCUMENT_TYPES.map(({ id, name, priceCents }, position) => ({ id, name, priceCents, position })))
    .onConflictDoNothing({ target: documentTypes.id });
}
