import { describe, expect, it } from "vitest";
import {
  applyPassportNames,
  defaultIncludeSourceCopy,
  documentTitle,
  layoutSegments,
  splitBracketedNotes,
  titleFileName,
  uniqueFileNames,
} from "./deliverable";

describe("the certified deliverable's rules", () => {
  it("names a document for its type and person, never a file", () => {
    expect(documentTitle("Birth certificate", "Ayşe Yılmaz")).toBe("Birth Certificate — Ayşe Yılmaz");
    expect(documentTitle("Doğum belgesi", null)).toBe("Doğum Belgesi");
    expect(titleFileName('Birth Certificate — A/B "x"', ".pdf")).toBe("Birth Certificate — A B x.pdf");
    expect(uniqueFileNames(["a.pdf", "A.pdf", "b.pdf"])).toEqual(["a.pdf", "A (2).pdf", "b.pdf"]);
  });

  it("adds the source copy by default for the certified plans only", () => {
    expect(defaultIncludeSourceCopy("certified")).toBe(true);
    expect(defaultIncludeSourceCopy("premium")).toBe(true);
    expect(defaultIncludeSourceCopy("standard")).toBe(false);
  });

  it("writes names as in the passport, in any case and with or without Turkish letters", () => {
    const names = [{ inDocument: "Ayşe Yılmaz", inPassport: "Ayse Yilmaz" }];
    expect(applyPassportNames("Name: AYŞE YILMAZ, mother of Ayse Yılmaz.", names)).toBe(
      "Name: AYSE YILMAZ, mother of Ayse Yilmaz.",
    );
    expect(applyPassportNames("Surname: Yılmaz", names)).toBe("Surname: Yilmaz");
    // Part of another word is left alone.
    expect(applyPassportNames("Yılmazoğlu", names)).toBe("Yılmazoğlu");
  });

  it("keeps bracketed notes apart", () => {
    expect(splitBracketedNotes("Registrar [signature] [seal: Kadıköy]")).toEqual([
      { text: "Registrar ", note: false },
      { text: "[signature]", note: true },
      { text: " ", note: false },
      { text: "[seal: Kadıköy]", note: true },
    ]);
  });

  it("lays label/value rows out as a two-column table and cells as a table", () => {
    const blocks = layoutSegments([
      { position: 0, kind: "heading", row: null, col: null, target: "Civil Registry Extract" },
      { position: 1, kind: "label", row: 0, col: 0, target: "Father's Name" },
      { position: 2, kind: "value", row: 0, col: 1, target: "MEHMET" },
      { position: 3, kind: "label", row: 1, col: 0, target: "Date of Birth" },
      { position: 4, kind: "value", row: 1, col: 1, target: "March 12, 1985" },
      { position: 5, kind: "cell", row: 2, col: 0, target: "No" },
      { position: 6, kind: "cell", row: 2, col: 1, target: "Name" },
      { position: 7, kind: "cell", row: 3, col: 0, target: "1" },
      { position: 8, kind: "sentence", row: null, col: null, target: "First." },
      { position: 9, kind: "sentence", row: null, col: null, target: "Second." },
    ]);
    expect(blocks).toEqual([
      { type: "heading", text: "Civil Registry Extract" },
      {
        type: "pairs",
        rows: [
          ["Father's Name", "MEHMET"],
          ["Date of Birth", "March 12, 1985"],
        ],
      },
      {
        type: "table",
        rows: [
          ["No", "Name"],
          ["1", ""],
        ],
      },
      { type: "paragraph", text: "First. Second." },
    ]);
  });
});
