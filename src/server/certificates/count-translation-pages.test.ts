import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildDocx, buildPdf, PNG_BYTES } from "../../../tests/support/fixtures";
import { countTranslationPages, readZipEntry } from "./count-translation-pages";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const docxWithAppXml = (appXml: string, level: 0 | 6 = 6) =>
  Buffer.from(
    zipSync({ "word/document.xml": strToU8("<w:document/>"), "docProps/app.xml": [strToU8(appXml), { level }] }),
  );

describe("countTranslationPages", () => {
  it("counts a PDF's pages and takes an image as one page", async () => {
    expect(await countTranslationPages(await buildPdf([["one"], ["two"], ["three"]]), "application/pdf")).toBe(3);
    expect(await countTranslationPages(PNG_BYTES, "image/png")).toBe(1);
  });

  it("reads the page count Word recorded in a DOCX, stored or deflated", async () => {
    const appXml = `<?xml version="1.0"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Pages>4</Pages><Words>900</Words></Properties>`;
    expect(await countTranslationPages(docxWithAppXml(appXml), DOCX)).toBe(4);
    expect(await countTranslationPages(docxWithAppXml(appXml, 0), DOCX)).toBe(4);
  });

  it("answers null when the format does not say or the file is unreadable", async () => {
    expect(await countTranslationPages(buildDocx(["no app.xml"]), DOCX)).toBeNull();
    expect(await countTranslationPages(docxWithAppXml("<Properties><Pages>0</Pages></Properties>"), DOCX)).toBeNull();
    expect(await countTranslationPages(Buffer.from("%PDF-1.7 broken"), "application/pdf")).toBeNull();
    expect(await countTranslationPages(Buffer.from("text"), "text/plain; charset=utf-8")).toBeNull();
    expect(await countTranslationPages(Buffer.alloc(64), "application/msword")).toBeNull();
  });

  it("never inflates an entry past the cap", () => {
    const bomb = Buffer.from(zipSync({ "docProps/app.xml": new Uint8Array(2 * 1024 * 1024) }));
    expect(readZipEntry(bomb, "docProps/app.xml", 256 * 1024)).toBeNull();
    expect(readZipEntry(bomb, "docProps/app.xml", 4 * 1024 * 1024)?.length).toBe(2 * 1024 * 1024);
  });
});
