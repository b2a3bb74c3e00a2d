import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG } from "@shared/catalog";
import { priceOrder, PRICE_MESSAGES } from "@shared/price-order";
import { draftItemsFrom, newDraftItem, perWordTotal, toOrderItems } from "./draft-items";

describe("toOrderItems", () => {
  it("prices the issue's example: birth certificate, notarized, 2 copies, mailed → $120.00", () => {
    const drafts = [{ ...newDraftItem("birth_certificate"), notarization: true, extraCopies: 2 }];
    const result = toOrderItems(drafts, true);
    expect(result).toEqual({
      ok: true,
      items: [{ documentType: "birth_certificate", notarization: true, extraCopies: 2 }],
    });
    if (!result.ok) return;
    const priced = priceOrder(
      {
        serviceType: "certified",
        translationDirection: "tr-en",
        isRush: false,
        isPhysicalDelivery: true,
        items: result.items,
      },
      DEFAULT_CATALOG,
    );
    expect(priced.totalCents).toBe(12000);
  });

  it("sends the word count of per-word documents only", () => {
    const result = toOrderItems([newDraftItem("other", 500), newDraftItem("diploma", 300)], false);
    expect(result.ok && result.items.map((item) => item.wordCount)).toEqual([500, undefined]);
  });

  it("refuses a missing word count and copies without physical delivery, with the server's messages", () => {
    const drafts = [
      { ...newDraftItem("contract"), wordCountText: "" },
      { ...newDraftItem("affidavit"), extraCopies: 1 },
    ];
    expect(toOrderItems(drafts, false)).toEqual({
      ok: false,
      errors: [
        { wordCount: "Word count must be at least 1" },
        { wordCount: undefined, extraCopies: PRICE_MESSAGES.copiesNeedDelivery },
      ],
    });
  });

  it("round-trips saved items and counts the per-word words for quoteData", () => {
    const items = [
      { documentType: "court_document" as const, wordCount: 1200, notarization: true, extraCopies: 0 },
      { documentType: "diploma" as const, notarization: false, extraCopies: 0 },
    ];
    const result = toOrderItems(draftItemsFrom(items), false);
    expect(result.ok && result.items).toEqual([items[0], items[1]]);
    expect(perWordTotal(items)).toBe(1200);
    expect(perWordTotal([items[1]])).toBe(1);
  });
});
