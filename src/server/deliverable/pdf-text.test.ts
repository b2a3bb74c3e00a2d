import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { printableText, wrapText } from "./pdf-text";

const font = async () => (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

describe("printableText", () => {
  it("keeps what the standard font encodes and prints other Turkish letters as their base letter", async () => {
    const helvetica = await font();
    expect(printableText("Çiğdem Şahin Yılmaz, İstanbul — Öz Ünal", helvetica)).toBe(
      "Çigdem Sahin Yilmaz, Istanbul — Öz Ünal",
    );
    expect(printableText("line\nbreak\ttab", helvetica)).toBe("line break tab");
    expect(printableText("日本", helvetica)).toBe("??");
  });
});

describe("wrapText", () => {
  it("breaks at spaces within the width and cuts a word longer than a line", async () => {
    const helvetica = await font();
    const lines = wrapText("one two three four five six seven", helvetica, 10, 60);
    expect(lines.join(" ")).toBe("one two three four five six seven");
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
    const long = wrapText("x".repeat(80), helvetica, 10, 60);
    expect(long.join("")).toBe("x".repeat(80));
    expect(long.length).toBeGreaterThan(1);
  });
});
