import { describe, expect, it } from "vitest";
import { termInputSchema } from "../../shared/schemas/termbase";
import { compileTermMatcher, termKey } from "../../shared/termbase/match-terms";
import { SEED_TERMS } from "./seed-terms";

describe("the termbase's seeded vocabulary", () => {
  it("holds at least 300 terms, none twice for the same document types", () => {
    expect(SEED_TERMS.length).toBeGreaterThanOrEqual(300);
    const keys = SEED_TERMS.map((term) => `${termKey(term.tr)}|${term.documentTypes.join(",")}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("passes the admin form's own checks, term by term", () => {
    const refused = SEED_TERMS.filter((term) => !termInputSchema.safeParse(term).success).map((term) => term.tr);
    expect(refused).toEqual([]);
  });

  it("has the issue's examples with their US certified-translation English", () => {
    const english = (tr: string) => SEED_TERMS.find((term) => term.tr === tr)?.en;
    expect(english("Nüfus Kayıt Örneği")).toBe("Civil Registry Record");
    expect(english("T.C. Kimlik No")).toBe("T.R. Identity No.");
    expect(english("Medeni Hali")).toBe("Marital Status");
    expect(english("Esas No")).toBe("Docket No.");
    expect(english("Karar No")).toBe("Decision No.");
    expect(english("Ağırlıklı Genel Not Ortalaması")).toBe("Cumulative Weighted GPA");
    expect(SEED_TERMS.find((term) => term.tr === "Nüfus Kayıt Örneği")?.forbidden).toContain(
      "Population Register Sample",
    );
    expect(SEED_TERMS.find((term) => term.tr === "T.C. Kimlik No")?.forbidden).toContain("Citizenship Number");
  });

  it("forbids no variant that an approved English contains (the checks flag a forbidden variant anywhere)", () => {
    const variants = SEED_TERMS.flatMap((term) => term.forbidden.map((variant) => ({ tr: variant })));
    const inApproved = compileTermMatcher(variants);
    const clashes = SEED_TERMS.flatMap((term) =>
      inApproved.find(term.en).map((hit) => `${term.en} contains forbidden “${hit.term.tr}”`),
    );
    expect(clashes).toEqual([]);
  });
});
