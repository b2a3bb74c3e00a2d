import { describe, expect, it } from "vitest";
import { PNG_BYTES, buildDocx, buildPdf, buildScannedPdf } from "../../../tests/support/fixtures";
import { readDocumentText } from "./read-document-text";

// The text an uploaded translation's checks align: one line per line of the page, or null when there is none.
describe("readDocumentText", () => {
  it("reads a PDF's text layer line by line, across pages", async () => {
    const pdf = await buildPdf([["Name: AYSE", "Date of Birth: March 12, 1985"], ["Sex: Female"]]);
    const text = await readDocumentText("translation.pdf", pdf);
    expect(text?.split("\n").filter(Boolean)).toEqual(["Name: AYSE", "Date of Birth: March 12, 1985", "Sex: Female"]);
  });

  it("reads a Word document's paragraphs and a UTF-8 text file", async () => {
    const docx = await readDocumentText("kayit.docx", buildDocx(["Adı: AYŞE", "Doğum Tarihi: 12.03.1985"]));
    expect(docx?.split("\n").filter(Boolean)).toEqual(["Adı: AYŞE", "Doğum Tarihi: 12.03.1985"]);
    expect(await readDocumentText("kayit.txt", Buffer.from("Adı: AYŞE\nSoyadı: YILMAZ"))).toBe(
      "Adı: AYŞE\nSoyadı: YILMAZ",
    );
  });

  it("has no text for an image, a scanned PDF, a legacy .doc or a damaged file", async () => {
    expect(await readDocumentText("photo.png", PNG_BYTES)).toBeNull();
    expect(await readDocumentText("scan.pdf", await buildScannedPdf(1))).toBeNull();
    expect(await readDocumentText("old.doc", Buffer.from("not read"))).toBeNull();
    expect(await readDocumentText("broken.pdf", Buffer.from("%PDF-1.7 broken"))).toBeNull();
    expect(await readDocumentText("broken.docx", Buffer.from("PK not a zip"))).toBeNull();
  });
});
