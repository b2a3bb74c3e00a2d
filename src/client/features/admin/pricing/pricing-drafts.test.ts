import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG } from "@shared/catalog";
import { updatePricingSchema } from "@shared/schemas/pricing";
import { draftFromCatalog, draftToInput } from "./pricing-drafts";

describe("pricing drafts", () => {
  it("turns the catalog into dollar fields and back into the exact cents the server takes", () => {
    const draft = draftFromCatalog(DEFAULT_CATALOG);
    expect(draft.documentTypes[0]).toEqual({ id: "birth_certificate", name: "Birth certificate", price: "60.00" });
    expect(draft.documentTypes.find((type) => type.id === "other")?.price).toBeNull();
    const { input, errors } = draftToInput(draft);
    expect(errors).toEqual({});
    const parsed = updatePricingSchema.parse(input);
    expect(parsed.documentTypes?.find((type) => type.id === "court_document")?.priceCents).toBe(18);
    expect(parsed.plans?.find((plan) => plan.serviceType === "certified")).toEqual({
      serviceType: "certified",
      pricePerWordCents: 15,
      rushMultiplier: 1.5,
      physicalDeliveryCents: 1500,
    });
    expect(parsed.addOns).toEqual({ notarizationCents: 2500, extraCopyCents: 1000, minimumOrderCents: 2500 });
  });

  it("names the field that is not an amount", () => {
    const draft = draftFromCatalog(DEFAULT_CATALOG);
    draft.addOns.minimumOrder = "25.999";
    draft.documentTypes[0]!.price = "sixty";
    expect(draftToInput(draft).errors).toEqual({
      "type-birth_certificate-price": "Enter an amount in dollars, e.g. 25 or 0.18",
      "addon-minimum": "Enter an amount in dollars, e.g. 25 or 0.18",
    });
  });
});
