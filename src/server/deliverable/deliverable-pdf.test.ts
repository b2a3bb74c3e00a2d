import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { assembleCertifiedPdf } from "./assemble-certified-pdf";
import { renderSegmentsPdf } from "./render-segments-pdf";

/** The text of each page, as a reader copying it sees it. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str : ""))
          .join(" ")
          .replace(/\s+/g, " "),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

const segments = [
  { position: 0, kind: "heading" as const, row: null, col: null, target: "POPULATION REGISTRY EXTRACT" },
  { position: 1, kind: "label" as const, row: 0, col: 0, target: "Name" },
  { position: 2, kind: "value" as const, row: 0, col: 1, target: "Ayşe Yılmaz" },
  { position: 3, kind: "label" as const, row: 1, col: 0, target: "Father's Name" },
  { position: 4, kind: "value" as const, row: 1, col: 1, target: "Mehmet" },
  {
    position: 5,
    kind: "line" as const,
    row: null,
    col: null,
    target: "Registrar [signature] [seal: Kadıköy Registry]",
  },
];

describe("the certified PDF", () => {
  it("renders segments: the title, the label/value table, bracketed notes, passport names", async () => {
    const pdf = await renderSegmentsPdf(segments, {
      documentTitle: "Birth Certificate — Ayse Yilmaz",
      passportNames: [{ inDocument: "Ayşe Yılmaz", inPassport: "Ayse Yilmaz" }],
      direction: "tr-en",
    });
    const [text] = await pageTexts(pdf);
    expect(text).toContain("Birth Certificate — Ayse Yilmaz");
    expect(text).toContain("Father's Name");
    expect(text).toContain("Ayse Yilmaz");
    expect(text).not.toContain("Ayşe");
    expect(text).toContain("[signature]");
    expect(text).toContain("[seal: Kadıköy Registry]");
  });

  it("flows a long document onto new pages", async () => {
    const long = Array.from({ length: 150 }, (_, index) => ({
      position: index,
      kind: "line" as const,
      row: null,
      col: null,
      target: `Line ${index} of the court decision, long enough to wrap at the margin of a US Letter page.`,
    }));
    const pdf = await renderSegmentsPdf(long, {
      documentTitle: "Court Document",
      passportNames: [],
      direction: "tr-en",
    });
    const texts = await pageTexts(pdf);
    expect(texts.length).toBeGreaterThan(3);
    expect(texts.join(" ")).toContain("Line 149 of the court decision");
  });

  it("puts translation, certificate and source copy together with a footer on every page", async () => {
    const translation = await renderSegmentsPdf(segments, {
      documentTitle: "Birth Certificate",
      passportNames: [],
      direction: "tr-en",
    });
    const certificate = await PDFDocument.create();
    certificate.addPage([612, 792]).drawText("Certificate of Translation Accuracy", { x: 50, y: 700 });
    const source = await PDFDocument.create();
    source.addPage([595, 842]).drawText("NUFUS KAYIT ORNEGI", { x: 50, y: 700 });
    source.addPage([595, 842]).drawText("SAYFA 2", { x: 50, y: 700 });
    const { pdf, pageCount } = await assembleCertifiedPdf({
      title: "Birth Certificate — Ayşe Yılmaz",
      certificateNumber: "BT-2026-000042",
      verificationUrl: "https://example.test/verify/ABCD",
      translation: { kind: "pdf", bytes: translation },
      certificate: await certificate.save(),
      source: { kind: "pdf", bytes: await source.save() },
      createdAt: new Date("2026-11-28T10:00:00Z"),
    });
    expect(pageCount).toBe(4);
    const texts = await pageTexts(pdf);
    expect(texts).toHaveLength(4);
    texts.forEach((text, index) =>
      expect(text).toContain(`Certified translation BT-2026-000042 · page ${index + 1} of 4`),
    );
    expect(texts[0]).toContain("Father's Name");
    expect(texts[1]).toContain("Certificate of Translation Accuracy");
    expect(texts[2]).toContain("NUFUS KAYIT ORNEGI");
    expect((await PDFDocument.load(pdf)).getTitle()).toBe("Birth Certificate — Ayşe Yılmaz");
  });
});
