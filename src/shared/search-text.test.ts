import { describe, expect, it } from "vitest";
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, normalizeForSearch, searchMatches } from "./search-text";

describe("Turkish search", () => {
  it("finds names whatever the case and the Turkish letters", () => {
    expect(searchMatches("DEMİR", ["Demir"])).toBe(true);
    expect(searchMatches("YILMAZ", ["Yılmaz"])).toBe(true);
    expect(searchMatches("yilmaz", ["YILMAZ"])).toBe(true);
    expect(searchMatches("sahin", ["Şahin"])).toBe(true);
    expect(searchMatches("ÇELİK", ["çelik@example.com"])).toBe(true);
    expect(searchMatches("demir", ["Yılmaz", null])).toBe(false);
    expect(searchMatches("  ", ["anything"])).toBe(true);
  });

  it("folds the same letters in SQL as in JavaScript", () => {
    expect(SEARCH_FOLD_FROM).toHaveLength(SEARCH_FOLD_TO.length);
    const sqlFold = (text: string) =>
      [...text]
        .map((char) => {
          const at = SEARCH_FOLD_FROM.indexOf(char);
          return at < 0 ? char : SEARCH_FOLD_TO[at]!;
        })
        .join("")
        .toLowerCase();
    for (const word of ["DEMİR", "Yılmaz", "ŞAHİN", "Güneş", "ÖZTÜRK", "Çelik"])
      expect(sqlFold(word)).toBe(normalizeForSearch(word));
  });
});
