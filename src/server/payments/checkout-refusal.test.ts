import { describe, expect, it } from "vitest";
import { type CheckoutFacts, checkoutRefusal } from "./checkout-refusal";
import { pricedFingerprint } from "./priced-fingerprint";

const lines = [{ kind: "translation", label: "Other document: 1,000 words × $0.15 (Certified)", amountCents: 15_000 }];
const counted = {
  totalCents: 15_000,
  priceLines: lines,
  documents: [{ id: 7, analysisStatus: "done", wordCount: 1000 }],
};
const facts = (overrides: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  orderStatus: "pending",
  totalCents: 15_000,
  paidElsewhere: false,
  unreadDocument: null,
  fingerprint: pricedFingerprint(counted),
  ...overrides,
});
const charge = { amountCents: 15_000, currency: "usd", fingerprint: pricedFingerprint(counted) };

describe("pricedFingerprint", () => {
  it("is the same for the same order whatever the key or document order, and changes with any document", () => {
    const reordered = {
      priceLines: [{ amountCents: 15_000, label: lines[0]!.label, kind: "translation" }],
      documents: counted.documents,
      totalCents: 15_000,
    };
    expect(pricedFingerprint(reordered)).toBe(pricedFingerprint(counted));
    const withScan = {
      ...counted,
      documents: [...counted.documents, { id: 8, analysisStatus: "pending", wordCount: 0 }],
    };
    expect(pricedFingerprint(withScan)).not.toBe(pricedFingerprint(counted));
    const scanRead = {
      ...counted,
      documents: [...counted.documents, { id: 8, analysisStatus: "done", wordCount: 2970 }],
    };
    expect(pricedFingerprint(scanRead)).not.toBe(pricedFingerprint(withScan));
  });
});

describe("checkoutRefusal", () => {
  it("accepts the charge the checkout was opened for", () => {
    expect(checkoutRefusal(facts(), charge)).toBeNull();
    expect(checkoutRefusal(facts(), { amountCents: 15_000, currency: "usd" })).toBeNull(); // a row from before fingerprints
  });

  it("refuses an order with a document still being read, even when the total did not move", () => {
    expect(checkoutRefusal(facts({ unreadDocument: "pending" }), charge)).toBe("document_being_read");
    expect(checkoutRefusal(facts({ unreadDocument: "failed" }), charge)).toBe("document_unread");
  });

  it("refuses a same-amount charge whose documents changed, and a cancelled checkout", () => {
    expect(checkoutRefusal(facts({ fingerprint: "another" }), charge)).toBe("order_changed");
    expect(checkoutRefusal(facts(), { ...charge, cancelled: true })).toBe("order_changed");
  });

  it("refuses another amount, a paid order and an order no longer pending, in that order of importance", () => {
    expect(checkoutRefusal(facts({ totalCents: 44_550 }), charge)).toBe("amount_mismatch");
    expect(checkoutRefusal(facts(), { ...charge, currency: "eur" })).toBe("amount_mismatch");
    expect(checkoutRefusal(facts({ orderStatus: "processing" }), charge)).toBe("not_pending");
    expect(checkoutRefusal(facts({ orderStatus: "processing", paidElsewhere: true }), charge)).toBe("already_paid");
  });
});
