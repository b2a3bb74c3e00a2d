import { describe, expect, it } from "vitest";
import { DEFAULT_CATALOG, type PriceCatalog } from "./catalog";
import { formatCents } from "./money";
import { priceOrder, PriceRuleError, type PriceOrderInput } from "./price-order";

const order = (overrides: Partial<PriceOrderInput>): PriceOrderInput => ({
  serviceType: "certified",
  translationDirection: "tr-en",
  isRush: false,
  isPhysicalDelivery: false,
  items: [{ documentType: "other", wordCount: 500 }],
  ...overrides,
});
const price = (overrides: Partial<PriceOrderInput>, catalog: PriceCatalog = DEFAULT_CATALOG) =>
  priceOrder(order(overrides), catalog);
const amounts = (overrides: Partial<PriceOrderInput>) =>
  price(overrides).lines.map((line) => [line.kind, line.amountCents]);

describe("priceOrder: the issue's examples", () => {
  it("certified birth certificate + notarization + 2 copies + physical delivery = $120.00", () => {
    const priced = price({
      isPhysicalDelivery: true,
      items: [{ documentType: "birth_certificate", notarization: true, extraCopies: 2 }],
    });
    expect(priced.lines).toEqual([
      { kind: "translation", label: "Birth certificate (flat rate)", amountCents: 6000, itemIndex: 0 },
      { kind: "notarization", label: "Notarization: Birth certificate", amountCents: 2500, itemIndex: 0 },
      {
        kind: "extra_copies",
        label: "Extra certified copies: Birth certificate (2 × $10.00)",
        amountCents: 2000,
        itemIndex: 0,
      },
      { kind: "shipping", label: "Physical delivery", amountCents: 1500 },
    ]);
    expect(priced.totalCents).toBe(12000);
    expect(formatCents(priced.totalCents)).toBe("$120.00");
  });

  it("certified other 500 words = $75.00", () => {
    expect(price({}).lines).toEqual([
      { kind: "translation", label: "Other document: 500 words × $0.15 (Certified)", amountCents: 7500, itemIndex: 0 },
    ]);
    expect(price({}).totalCents).toBe(7500);
  });

  it("standard other 10 words is raised to the $25.00 minimum by its own line", () => {
    const priced = price({ serviceType: "standard", items: [{ documentType: "other", wordCount: 10 }] });
    expect(priced.lines.map((line) => [line.kind, line.label, line.amountCents])).toEqual([
      ["translation", "Other document: 10 words × $0.12 (Standard)", 120],
      ["minimum", "Minimum order charge", 2380],
    ]);
    expect(priced.totalCents).toBe(2500);
  });
});

describe("priceOrder: document types", () => {
  it.each([
    ["birth_certificate", 6000],
    ["marriage_certificate", 7000],
    ["diploma", 8000],
    ["drivers_license", 4500],
    ["power_of_attorney", 12000],
    ["affidavit", 9000],
  ] as const)("%s is a flat %i cents whatever its length", (documentType, cents) => {
    expect(price({ items: [{ documentType, wordCount: 10_000 }] }).totalCents).toBe(cents);
    expect(price({ items: [{ documentType }] }).totalCents).toBe(cents);
  });

  it("court documents are 18 cents and contracts 16 cents a word on any plan", () => {
    expect(amounts({ serviceType: "standard", items: [{ documentType: "court_document", wordCount: 1000 }] })).toEqual([
      ["translation", 18000],
    ]);
    expect(amounts({ serviceType: "premium", items: [{ documentType: "contract", wordCount: 1000 }] })[0]).toEqual([
      "translation",
      16000,
    ]);
    expect(price({ items: [{ documentType: "court_document", wordCount: 1 }] }).lines[0].label).toBe(
      "Court document: 1 word × $0.18",
    );
  });

  it("other documents use the plan's per-word rate", () => {
    const words = [{ documentType: "other" as const, wordCount: 1000 }];
    expect(price({ serviceType: "standard", items: words }).lines[0].amountCents).toBe(12000);
    expect(price({ serviceType: "certified", items: words }).lines[0].amountCents).toBe(15000);
    expect(price({ serviceType: "premium", items: words }).lines[0].amountCents).toBe(20000);
    expect(price({ items: [{ documentType: "other", wordCount: 1234 }] }).lines[0].label).toBe(
      "Other document: 1,234 words × $0.15 (Certified)",
    );
  });

  it("reads the prices from the catalog it is given", () => {
    const catalog: PriceCatalog = {
      ...DEFAULT_CATALOG,
      documentTypes: DEFAULT_CATALOG.documentTypes.map((type) =>
        type.id === "diploma" ? { ...type, name: "Degree", priceCents: 9900 } : type,
      ),
    };
    expect(price({ items: [{ documentType: "diploma" }] }, catalog).lines[0]).toMatchObject({
      label: "Degree (flat rate)",
      amountCents: 9900,
    });
  });

  it("refuses a per-word item without a word count", () => {
    expect(() => price({ items: [{ documentType: "contract" }] })).toThrow(
      new PriceRuleError("Please enter the word count of each per-word document"),
    );
    expect(() => price({ items: [] })).toThrow("Please add at least one document");
  });
});

describe("priceOrder: add-ons", () => {
  it("notarization is $25 per document that asks for it", () => {
    const priced = price({
      items: [
        { documentType: "diploma", notarization: true },
        { documentType: "affidavit" },
        { documentType: "drivers_license", notarization: true },
      ],
    });
    expect(priced.lines.map((line) => [line.kind, line.amountCents, line.itemIndex])).toEqual([
      ["translation", 8000, 0],
      ["notarization", 2500, 0],
      ["translation", 9000, 1],
      ["translation", 4500, 2],
      ["notarization", 2500, 2],
    ]);
    expect(priced.totalCents).toBe(26500);
  });

  it("Premium notarizes every document and rushes every order: both priced in, as visible lines (decision 035)", () => {
    const priced = price({
      serviceType: "premium",
      items: [
        { documentType: "diploma", notarization: true },
        { documentType: "other", wordCount: 200 },
      ],
    });
    expect(priced.lines).toEqual([
      { kind: "translation", label: "Diploma (flat rate)", amountCents: 8000, itemIndex: 0 },
      {
        kind: "notarization",
        label: "Notarization: Diploma (every Premium document)",
        amountCents: 2500,
        itemIndex: 0,
      },
      { kind: "translation", label: "Other document: 200 words × $0.20 (Premium)", amountCents: 4000, itemIndex: 1 },
      {
        kind: "notarization",
        label: "Notarization: Other document (every Premium document)",
        amountCents: 2500,
        itemIndex: 1,
      },
      { kind: "rush", label: "Rush service (+50% of translation, every Premium order)", amountCents: 6000 },
    ]);
    expect(priced.totalCents).toBe(8000 + 2500 + 4000 + 2500 + 6000);
  });

  it("on Premium, ticking rush or notarization changes nothing: the card says they are included", () => {
    const plain = price({ serviceType: "premium", items: [{ documentType: "birth_certificate" }] });
    const ticked = price({
      serviceType: "premium",
      isRush: true,
      items: [{ documentType: "birth_certificate", notarization: true }],
    });
    expect(ticked).toEqual(plain);
  });

  it("the issue's notarized birth certificate is no longer cheaper on Premium than on Certified", () => {
    const order = {
      isRush: true,
      isPhysicalDelivery: true,
      items: [{ documentType: "birth_certificate" as const, notarization: true, extraCopies: 2 }],
    };
    // Certified: 6000 + 2500 + 2000 copies + 3000 rush + 1500 shipping; Premium the same options, all included.
    expect(price({ ...order, serviceType: "certified" }).totalCents).toBe(15000);
    expect(price({ ...order, serviceType: "premium" }).totalCents).toBe(15000);
    expect(price({ ...order, isRush: false, serviceType: "certified" }).totalCents).toBe(12000);
    expect(price({ ...order, isRush: false, serviceType: "premium" }).totalCents).toBe(15000);
  });

  it("extra copies are $10 each and need physical delivery", () => {
    expect(amounts({ isPhysicalDelivery: true, items: [{ documentType: "diploma", extraCopies: 1 }] })).toEqual([
      ["translation", 8000],
      ["extra_copies", 1000],
      ["shipping", 1500],
    ]);
    expect(
      price({ isPhysicalDelivery: true, items: [{ documentType: "diploma", extraCopies: 1 }] }).lines[1].label,
    ).toBe("Extra certified copy: Diploma (1 × $10.00)");
    expect(() => price({ items: [{ documentType: "diploma", extraCopies: 2 }] })).toThrow(
      "Extra certified copies are mailed: please choose physical delivery to order them",
    );
  });
});

describe("priceOrder: order options", () => {
  it("rush adds 50% of the translation subtotal only, not add-ons or shipping", () => {
    const priced = price({
      isRush: true,
      isPhysicalDelivery: true,
      items: [
        { documentType: "birth_certificate", notarization: true, extraCopies: 1 },
        { documentType: "other", wordCount: 100 },
      ],
    });
    expect(priced.lines.find((line) => line.kind === "rush")).toEqual({
      kind: "rush",
      label: "Rush service (+50% of translation)",
      amountCents: (6000 + 1500) / 2,
    });
    expect(priced.totalCents).toBe(6000 + 2500 + 1000 + 1500 + 3750 + 1500);
  });

  it("rounds half a cent of rush up", () => {
    const priced = price({ isRush: true, items: [{ documentType: "court_document", wordCount: 1001 }] }); // 18018 → 9009
    expect(priced.lines.at(-1)).toMatchObject({ kind: "rush", amountCents: 9009 });
    const odd = price({ isRush: true, items: [{ documentType: "other", wordCount: 3001 }] }); // 45015 → 22507.5 → 22508
    expect(odd.lines.at(-1)).toMatchObject({ kind: "rush", amountCents: 22508 });
    expect(odd.totalCents).toBe(67523);
  });

  it("physical delivery is $15 once per order", () => {
    expect(
      amounts({ isPhysicalDelivery: true, items: [{ documentType: "diploma" }, { documentType: "diploma" }] }),
    ).toEqual([
      ["translation", 8000],
      ["translation", 8000],
      ["shipping", 1500],
    ]);
  });

  it("the minimum counts every line and is left out when reached", () => {
    expect(
      amounts({ serviceType: "standard", isPhysicalDelivery: true, items: [{ documentType: "other", wordCount: 10 }] }),
    ).toEqual([
      ["translation", 120],
      ["shipping", 1500],
      ["minimum", 880],
    ]);
    expect(amounts({ items: [{ documentType: "other", wordCount: 167 }] })).toEqual([["translation", 2505]]);
    const noMinimum = { ...DEFAULT_CATALOG, addOns: { ...DEFAULT_CATALOG.addOns, minimumOrderCents: 0 } };
    expect(
      price({ serviceType: "standard", items: [{ documentType: "other", wordCount: 10 }] }, noMinimum).totalCents,
    ).toBe(120);
  });
});

describe("priceOrder: manual price", () => {
  it("a manual line replaces the translation and rush lines; add-ons and shipping stay", () => {
    const priced = price({
      isRush: true,
      isPhysicalDelivery: true,
      items: [{ documentType: "court_document", wordCount: 12000, notarization: true }],
      manualPrice: { amountCents: 150000, reason: "40-page court file" },
    });
    expect(priced.lines).toEqual([
      { kind: "manual", label: "Translation priced by our team: 40-page court file", amountCents: 150000 },
      { kind: "notarization", label: "Notarization: Court document", amountCents: 2500, itemIndex: 0 },
      { kind: "shipping", label: "Physical delivery", amountCents: 1500 },
    ]);
    expect(priced.totalCents).toBe(154000);
  });
});
