import { sql } from "drizzle-orm";
import type { PriceCatalog } from "../../shared/catalog";
import type { UpdatePricingData } from "../../shared/schemas/pricing";
import type { Database } from "../db/client";
import { pricing } from "../db/schema/payments";
import { documentTypes } from "../db/schema/pricing-catalog";
import { settings } from "../db/schema/settings";
import { SETTING_DEFAULTS } from "../settings/setting-definitions";
import { DEFAULT_DOCUMENT_TYPES, planOrderProblem } from "../../shared/catalog";
import { badRequest, english } from "../http/app-error";
import { invalidateCatalog } from "./catalog-cache";
import { ADD_ON_SETTING_KEYS, loadCatalog } from "./load-catalog";

/**
 * Settings → Pricing (PUT /api/admin/pricing): the listed plans, document types and add-on prices, in one
 * transaction. Only new quotes and pending orders priced from now on see them; an order's stored lines never change.
 */
export async function updatePricing({
  db,
  adminId,
  input,
}: {
  db: Database;
  adminId: number;
  input: UpdatePricingData;
}): Promise<PriceCatalog> {
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const plan of input.plans ?? []) {
      await tx
        .insert(pricing)
        .values({ ...plan, updatedAt: now })
        .onConflictDoUpdate({
          target: pricing.serviceType,
          set: {
            pricePerWordCents: plan.pricePerWordCents,
            rushMultiplier: plan.rushMultiplier,
            physicalDeliveryCents: plan.physicalDeliveryCents,
            updatedAt: now,
          },
        });
    }
    for (const type of input.documentTypes ?? []) {
      const position = DEFAULT_DOCUMENT_TYPES.findIndex((candidate) => candidate.id === type.id);
      await tx
        .insert(documentTypes)
        .values({ ...type, position, updatedAt: now })
        .onConflictDoUpdate({
          target: documentTypes.id,
          set: { name: type.name, priceCents: type.priceCents, updatedAt: now },
        });
    }
    for (const [field, key] of Object.entries(input.addOns ? ADD_ON_SETTING_KEYS : {}) as [
      keyof typeof ADD_ON_SETTING_KEYS,
      keyof typeof SETTING_DEFAULTS,
    ][]) {
      const definition = SETTING_DEFAULTS[key];
      await tx
        .insert(settings)
        .values({
          key,
          value: String(input.addOns![field]),
          description: definition.description,
          category: definition.category,
          updatedBy: adminId,
        })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedBy: adminId, updatedAt: now },
        });
    }
    // The catalog as it would be, checked before it commits: plans stay in price order (decision 035).
    const problem = planOrderProblem(await loadCatalog(tx));
    if (problem) throw badRequest(english(problem));
  });
  invalidateCatalog();
  return loadCatalog(db);
}
