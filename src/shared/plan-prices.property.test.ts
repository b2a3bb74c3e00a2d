import { describe, expect, it } from "vitest";
import {
  DEFAULT_CATALOG,
  DOCUMENT_TYPE_IDS,
  PLAN_INCLUDES,
  PLAN_ORDER,
  planEntry,
  planOrderProblem,
  type DocumentTypeId,
  type PriceCatalog,
} from "./catalog";
import type { ServiceType } from "./enums";
import { priceOrder, PriceRuleError, type OrderItemInput } from "./price-order";

// Decision 035, walked in full (fast-check is not installed; the space is small enough to visit every point):
// plan × document type × notarization × copies × rush × shipping × word count, on the published catalog and on
// admin-edited catalogs that keep the plans in order. A higher plan, more words, more copies, notarization, rush,
// shipping or one more document never makes an order cheaper; what a plan includes never adds anything.

const WORDS = [1, 9, 10, 100, 166, 167, 208, 500, 1001, 3001, 20_000, 1_000_000] as const;
const COPIES = [0, 1, 2, 10] as const;
const FLAGS = [false, true] as const;

type Point = {
  serviceType: ServiceType;
  documentType: DocumentTypeId;
  words: number;
  notarization: boolean;
  copies: number;
  isRush: boolean;
  isPhysicalDelivery: boolean;
};

/** The total, or null where the rule refuses the combination (copies without physical delivery). */
function total(point: Point, catalog: PriceCatalog, extra: OrderItemInput[] = []): number | null {
  try {
    return priceOrder(
      {
        serviceType: point.serviceType,
        translationDirection: "tr-en",
        isRush: point.isRush,
        isPhysicalDelivery: point.isPhysicalDelivery,
        items: [
          {
            documentType: point.documentType,
            wordCount: point.words,
            notarization: point.notarization,
            extraCopies: point.copies,
          },
          ...extra,
        ],
      },
      catalog,
    ).totalCents;
  } catch (error) {
    if (error instanceof PriceRuleError && !point.isPhysicalDelivery && point.copies > 0) return null;
    throw error;
  }
}

function* everyPoint(): Generator<Point> {
  for (const serviceType of PLAN_ORDER)
    for (const documentType of DOCUMENT_TYPE_IDS)
      for (const words of WORDS)
        for (const notarization of FLAGS)
          for (const copies of COPIES)
            for (const isRush of FLAGS)
              for (const isPhysicalDelivery of FLAGS)
                yield { serviceType, documentType, words, notarization, copies, isRush, isPhysicalDelivery };
}

const EDITED: PriceCatalog = {
  plans: [
    planEntry({ serviceType: "standard", pricePerWordCents: 11, rushMultiplier: 1.25, physicalDeliveryCents: 1200 }),
    planEntry({ serviceType: "certified", pricePerWordCents: 17, rushMultiplier: 1.75, physicalDeliveryCents: 1200 }),
    planEntry({ serviceType: "premium", pricePerWordCents: 29, rushMultiplier: 2, physicalDeliveryCents: 2500 }),
  ],
  documentTypes: DEFAULT_CATALOG.documentTypes.map((type) =>
    type.priceCents === null ? type : { ...type, priceCents: type.priceCents + 7 },
  ),
  addOns: { notarizationCents: 3333, extraCopyCents: 1, minimumOrderCents: 5000 },
};
const NO_MINIMUM: PriceCatalog = { ...DEFAULT_CATALOG, addOns: { ...DEFAULT_CATALOG.addOns, minimumOrderCents: 0 } };

describe.each([
  ["the published catalog", DEFAULT_CATALOG],
  ["an admin-edited catalog in plan order", EDITED],
  ["a catalog without a minimum", NO_MINIMUM],
])("every combination on %s", (_name, catalog) => {
  it("keeps the plans in order", () => expect(planOrderProblem(catalog)).toBeNull());

  it("never gets cheaper with a higher plan, more words, copies, notarization, rush, shipping or documents", () => {
    const failures: string[] = [];
    let checked = 0;
    const expectNotCheaper = (label: string, lower: Point, higher: Point, extra: OrderItemInput[] = []) => {
      const a = total(lower, catalog);
      const b = total(higher, catalog, extra);
      if (a === null || b === null) return;
      checked += 1;
      if (b < a && failures.length < 10) failures.push(`${label}: ${JSON.stringify(lower)} ${a} → ${b}`);
    };
    for (const point of everyPoint()) {
      const plan = PLAN_ORDER.indexOf(point.serviceType);
      if (plan + 1 < PLAN_ORDER.length)
        expectNotCheaper("higher plan", point, { ...point, serviceType: PLAN_ORDER[plan + 1]! });
      const wordIndex = WORDS.indexOf(point.words as (typeof WORDS)[number]);
      if (wordIndex + 1 < WORDS.length)
        expectNotCheaper("more words", point, { ...point, words: WORDS[wordIndex + 1]! });
      const copyIndex = COPIES.indexOf(point.copies as (typeof COPIES)[number]);
      if (copyIndex + 1 < COPIES.length)
        expectNotCheaper("more copies", point, { ...point, copies: COPIES[copyIndex + 1]! });
      if (!point.notarization) expectNotCheaper("notarization", point, { ...point, notarization: true });
      if (!point.isRush) expectNotCheaper("rush", point, { ...point, isRush: true });
      if (!point.isPhysicalDelivery) expectNotCheaper("shipping", point, { ...point, isPhysicalDelivery: true });
      expectNotCheaper("one more document", point, point, [{ documentType: "drivers_license" }]);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(25_000);
  });

  it("charges nothing for what a plan includes, and never totals less than the minimum or $0.00", () => {
    for (const point of everyPoint()) {
      const price = total(point, catalog);
      if (price === null) continue;
      expect(price).toBeGreaterThan(0);
      expect(price).toBeGreaterThanOrEqual(catalog.addOns.minimumOrderCents);
      const includes = PLAN_INCLUDES[point.serviceType];
      if (includes.rush) expect(total({ ...point, isRush: !point.isRush }, catalog)).toBe(price);
      if (includes.notarization) expect(total({ ...point, notarization: !point.notarization }, catalog)).toBe(price);
    }
  });
});

describe("planOrderProblem", () => {
  it("refuses a catalog where a higher plan has a lower rate, and such a catalog would break the order", () => {
    const inverted: PriceCatalog = {
      ...DEFAULT_CATALOG,
      plans: DEFAULT_CATALOG.plans.map((plan) =>
        plan.serviceType === "premium" ? planEntry({ ...plan, pricePerWordCents: 10 }) : plan,
      ),
    };
    expect(planOrderProblem(inverted)).toBe(
      "The per-word rate of premium must not be lower than that of certified: a higher plan never costs less",
    );
    const point: Point = {
      serviceType: "certified",
      documentType: "other",
      words: 20_000,
      notarization: true,
      copies: 0,
      isRush: true,
      isPhysicalDelivery: false,
    };
    expect(total({ ...point, serviceType: "premium" }, inverted)!).toBeLessThan(total(point, inverted)!);
  });

  it.each([
    ["rushMultiplier", 1.2, "rush multiplier"],
    ["physicalDeliveryCents", 1000, "physical delivery price"],
  ] as const)("refuses a premium %s below certified's", (field, value, name) => {
    const catalog: PriceCatalog = {
      ...DEFAULT_CATALOG,
      plans: DEFAULT_CATALOG.plans.map((plan) =>
        plan.serviceType === "premium" ? planEntry({ ...plan, [field]: value }) : plan,
      ),
    };
    expect(planOrderProblem(catalog)).toContain(`The ${name} of premium`);
  });
});
