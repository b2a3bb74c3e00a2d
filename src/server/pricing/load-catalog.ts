import { asc, inArray } from "drizzle-orm";
import {
  DEFAULT_ADD_ONS,
  DEFAULT_DOCUMENT_TYPES,
  DEFAULT_PLANS,
  DOCUMENT_TYPE_PRICING,
  planEntry,
  type AddOnPrices,
  type PriceCatalog,
} from "../../shared/catalog";
import { isCents } from "../../shared/money";
import type { Executor } from "../db/client";
import { pricing } from "../db/schema/payments";
import { documentTypes } from "../db/schema/pricing-catalog";
import { settings } from "../db/schema/settings";

/** Settings keys of the add-on prices (setting-definitions.ts). */
export const ADD_ON_SETTING_KEYS = {
  notarizationCents: "notarization_cents",
  extraCopyCents: "extra_copy_cents",
  minimumOrderCents: "minimum_order_cents",
} as const satisfies Record<keyof AddOnPrices, string>;

/**
 * Today's prices: plans from `pricing`, document types from `document_types`, add-ons from settings.
 * A missing row falls back to the landing page's default, so a half-seeded database still prices.
 */
export async function loadCatalog(db: Executor): Promise<PriceCatalog> {
  const [planRows, typeRows, settingRows] = await Promise.all([
    db.select().from(pricing).orderBy(asc(pricing.pricePerWordCents)),
    db.select().from(documentTypes).orderBy(asc(documentTypes.position)),
    db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, Object.values(ADD_ON_SETTING_KEYS))),
  ]);
  const plans = DEFAULT_PLANS.map((fallback) => {
    const row = planRows.find((candidate) => candidate.serviceType === fallback.serviceType);
    return row
      ? planEntry({
          serviceType: row.serviceType,
          pricePerWordCents: row.pricePerWordCents,
          rushMultiplier: Number(row.rushMultiplier),
          physicalDeliveryCents: row.physicalDeliveryCents,
        })
      : fallback;
  });
  const types = DEFAULT_DOCUMENT_TYPES.map((fallback) => {
    const row = typeRows.find((candidate) => candidate.id === fallback.id);
    if (!row) return fallback;
    return { id: fallback.id, name: row.name, pricing: DOCUMENT_TYPE_PRICING[fallback.id], priceCents: row.priceCents };
  });
  const addOns = { ...DEFAULT_ADD_ONS };
  for (const [field, key] of Object.entries(ADD_ON_SETTING_KEYS) as [keyof AddOnPrices, string][]) {
    const value = Number(settingRows.find((row) => row.key === key)?.value);
    if (isCents(value)) addOns[field] = value;
  }
  return { plans, documentTypes: types, addOns };
}
