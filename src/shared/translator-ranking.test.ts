import { describe, expect, it } from "vitest";
import { type RankingCandidate, orderCategories, rankTranslators } from "./translator-ranking";

const base: Omit<RankingCandidate, "translatorId" | "fullName"> = {
  languagePair: "tr-en",
  category: "Legal",
  openJobs: 0,
  deliveredJobs: 0,
  onTimeJobs: 0,
  revisionRequests: 0,
  declinedReason: null,
};
let nextId = 1;
const candidate = (fullName: string, overrides: Partial<RankingCandidate> = {}): RankingCandidate => ({
  ...base,
  translatorId: nextId++,
  fullName,
  ...overrides,
});
const order = { translationDirection: "tr-en" as const, documentTypes: ["birth_certificate" as const] };
const names = (list: { fullName: string }[]) => list.map((x) => x.fullName);

describe("rankTranslators", () => {
  it("leaves out translators of the other language pair", () => {
    const ranked = rankTranslators(order, [candidate("Ayşe"), candidate("Mert", { languagePair: "en-tr" })]);
    expect(names(ranked)).toEqual(["Ayşe"]);
    expect(ranked[0]!.rank).toBe(1);
  });

  it("puts a specialisation that suits the documents first, all else equal", () => {
    const ranked = rankTranslators(order, [
      candidate("Burak", { category: "Medical" }),
      candidate("Ceren", { category: "Immigration/USCIS" }),
    ]);
    expect(names(ranked)).toEqual(["Ceren", "Burak"]);
    expect(ranked[0]).toMatchObject({
      categoryMatch: true,
      reasons: expect.arrayContaining(["Immigration/USCIS suits these documents"]),
    });
    expect(ranked[1]).toMatchObject({
      categoryMatch: false,
      reasons: expect.arrayContaining(["Specialises in Medical"]),
    });
  });

  it("asks the busy last: fewer open jobs rank higher", () => {
    expect(
      names(
        rankTranslators(order, [
          candidate("Deniz", { openJobs: 3 }),
          candidate("Emre", { openJobs: 1 }),
          candidate("Filiz"),
        ]),
      ),
    ).toEqual(["Filiz", "Emre", "Deniz"]);
  });

  it("prefers a better on-time record, and fewer revisions per delivered job", () => {
    const punctual = candidate("Gül", { deliveredJobs: 10, onTimeJobs: 10 });
    const late = candidate("Hakan", { deliveredJobs: 10, onTimeJobs: 4 });
    expect(names(rankTranslators(order, [late, punctual]))).toEqual(["Gül", "Hakan"]);
    const careful = candidate("Irmak", { deliveredJobs: 8, onTimeJobs: 8, revisionRequests: 0 });
    const sloppy = candidate("Kaan", { deliveredJobs: 8, onTimeJobs: 8, revisionRequests: 9 });
    expect(names(rankTranslators(order, [sloppy, careful]))).toEqual(["Irmak", "Kaan"]);
    expect(rankTranslators(order, [late])[0]).toMatchObject({
      onTimePercent: 40,
      reasons: expect.arrayContaining(["40% on time (10 delivered)"]),
    });
  });

  it("starts a newcomer in the middle: ahead of a poor record, behind a perfect one", () => {
    const ranked = rankTranslators(order, [
      candidate("Poor", { deliveredJobs: 10, onTimeJobs: 2 }),
      candidate("New"),
      candidate("Perfect", { deliveredJobs: 10, onTimeJobs: 10 }),
    ]);
    expect(names(ranked)).toEqual(["Perfect", "New", "Poor"]);
    expect(ranked[1]).toMatchObject({
      onTimePercent: null,
      reasons: expect.arrayContaining(["No delivered jobs yet"]),
    });
  });

  it("marks anyone who declined this order and lists them last, whatever their score", () => {
    const ranked = rankTranslators(order, [
      candidate("Leyla", {
        category: "Immigration/USCIS",
        deliveredJobs: 20,
        onTimeJobs: 20,
        declinedReason: "Travelling this week",
      }),
      candidate("Murat", { category: "Medical", openJobs: 4 }),
    ]);
    expect(names(ranked)).toEqual(["Murat", "Leyla"]);
    expect(ranked[1]).toMatchObject({ declined: true, declinedReason: "Travelling this week", rank: 2 });
  });

  it("breaks ties by name", () => {
    expect(names(rankTranslators(order, [candidate("Zehra"), candidate("Ali")]))).toEqual(["Ali", "Zehra"]);
  });
});

describe("orderCategories", () => {
  it("gathers the categories every document of the order suits; other documents suit none in particular", () => {
    expect(
      [...orderCategories({ translationDirection: "tr-en", documentTypes: ["diploma", "contract"] })].sort(),
    ).toEqual(["Business/Marketing", "Educational", "Financial", "Immigration/USCIS", "Legal"].sort());
    expect(orderCategories({ translationDirection: "tr-en", documentTypes: ["other"] }).size).toBe(0);
  });
});
