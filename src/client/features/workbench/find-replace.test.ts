import { describe, expect, it } from "vitest";
import { findHits, findOffsets, replaceAll } from "./find-replace";

describe("find and replace (Turkish-aware, case-insensitive)", () => {
  it("finds İ, I, ı and i as one letter in either case", () => {
    expect(findOffsets("Doğum Yeri: İSTANBUL", "istanbul")).toEqual([12]);
    expect(findOffsets("Place of birth: Istanbul", "İSTANBUL")).toEqual([16]);
    expect(findOffsets("Babası ılık", "I")).toEqual([5, 7, 9]);
    expect(findOffsets("ŞİŞLİ şişli", "şişli")).toEqual([0, 6]);
  });

  it("keeps offsets of the original text", () => {
    const text = "İİ Nüfus Müdürlüğü";
    const [start] = findOffsets(text, "müdürlüğü");
    expect(text.slice(start, start! + "müdürlüğü".length)).toBe("Müdürlüğü");
  });

  it("lists hits per field in reading order and honours the scope", () => {
    const segments = [
      { id: 1, source: "Ana Adı", target: "Mother's name" },
      { id: 2, source: "Baba Adı", target: "Father's Name" },
    ];
    expect(findHits(segments, "adı", "source").map((hit) => hit.segmentId)).toEqual([1, 2]);
    expect(findHits(segments, "NAME", "target")).toEqual([
      { segmentId: 1, field: "target", start: 9, end: 13 },
      { segmentId: 2, field: "target", start: 9, end: 13 },
    ]);
    expect(findHits(segments, "a", "both").filter((hit) => hit.segmentId === 1)).toHaveLength(4);
    expect(findHits(segments, "", "both")).toEqual([]);
  });

  it("replaces every occurrence whatever its case, and says when there is none", () => {
    expect(replaceAll("Registry Office of ISTANBUL, istanbul", "İstanbul", "Istanbul")).toBe(
      "Registry Office of Istanbul, Istanbul",
    );
    expect(replaceAll("Father's Name", "mother", "x")).toBeNull();
  });
});
