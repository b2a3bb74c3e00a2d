import * as pdfjsNode from "pdfjs-dist/legacy/build/pdf.mjs";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { buildDoc, buildDocx, buildPdf, buildPlainZip } from "../../../../tests/support/fixtures";
import { ENGLISH_LINES, buildImagePdf, buildOutlinePdf, renderTextPng } from "../../../../tests/support/ocr-fixtures";
import { countFileWords, pdfWordCount } from "./count-file-words";
import { docxText } from "./read-docx-words";
import { readPdfPages, type PdfJs } from "./read-pdf-words";

// The browser loads pdf.js's browser build with a Web Worker; in Node the same reader runs on the Node build.
vi.mock("./browser-pdfjs", () => ({ loadPdfJs: () => pdfjsNode as unknown as PdfJs }));

const file = (name: string, bytes: Uint8Array | string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name);

describe("countFileWords (the calculator's reader)", () => {
  it("counts a text file's words exactly", async () => {
    await expect(
      countFileWords(file("notes.txt", "Nüfus kayıt örneği:\nAyşe Yılmaz — İstanbul 1990")),
    ).resolves.toEqual({ words: 7, estimated: false });
  });

  it("counts a PDF's text layer instead of bytes / 15", async () => {
    const pdf = await buildPdf([["one two three four five six seven eight nine ten eleven"], ["twelve thirteen"]]);
    await expect(countFileWords(file("Diploma.PDF", pdf))).resolves.toEqual({ words: 13, estimated: false });
  });

  it("estimates a scanned PDF at 250 words a page, not at its size (a 2 MB scan is not 140,000 words)", async () => {
    const scan = await buildImagePdf([renderTextPng(ENGLISH_LINES), renderTextPng(ENGLISH_LINES)]);
    await expect(countFileWords(file("scan.pdf", scan))).resolves.toEqual({ words: 500, estimated: true });
    await expect(countFileWords(file("outlines.pdf", await buildOutlinePdf(ENGLISH_LINES)))).resolves.toEqual({
      words: 250,
      estimated: true,
    });
  });

  it("counts a .docx from word/document.xml", async () => {
    const docx = buildDocx(["Nüfus kayıt örneği: Ayşe Yılmaz, doğum yeri İstanbul.", "— 1990 —"]);
    await expect(countFileWords(file("kayit.docx", docx))).resolves.toEqual({ words: 9, estimated: false });
  });

  it("estimates a legacy .doc at bytes / 15", async () => {
    await expect(countFileWords(file("contract.doc", buildDoc(1500)))).resolves.toEqual({
      words: 100,
      estimated: true,
    });
  });

  it("says when a PDF or DOCX cannot be read", async () => {
    const unreadable = "We could not read this document. Please check the file and try again.";
    await expect(countFileWords(file("broken.pdf", "%PDF-1.4\nnot really a pdf"))).rejects.toThrow(unreadable);
    await expect(countFileWords(file("letter.docx", buildPlainZip()))).rejects.toThrow(unreadable);
    await expect(countFileWords(file("letter.docx", "not a zip"))).rejects.toThrow(unreadable);
  });
});

describe("docxText", () => {
  it("joins the runs of a paragraph as written, and separates paragraphs, tabs and breaks", () => {
    // Word splits "certificate" across two runs (spell-check, formatting); a tab and a break separate words.
    const xml =
      '<w:document xmlns:w="x"><w:body>' +
      '<w:p><w:r><w:t>Birth certifi</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">cate of </w:t></w:r><w:r><w:t>Ay&#351;e &amp; Mehmet</w:t></w:r></w:p>' +
      "<w:p><w:r><w:t>Name</w:t><w:tab/><w:t>Surname</w:t><w:br/><w:t>Date</w:t></w:r></w:p>" +
      "</w:body></w:document>";
    const docx = zipSync({ "word/document.xml": strToU8(xml) });
    expect(docxText(docx)).toBe("Birth certificate of Ayşe & Mehmet\nName Surname Date\n");
  });
});

describe("pdfWordCount", () => {
  it("counts text pages, leaves blank pages at 0 and estimates scanned or outlined pages at 250", async () => {
    const pages = await readPdfPages(
      pdfjsNode as unknown as PdfJs,
      new Uint8Array(await buildPdf([["alpha beta gamma"], []])),
    );
    expect(pages).toEqual([
      { text: "alpha beta gamma", hasImage: false, fills: 0 },
      { text: "", hasImage: false, fills: 0 },
    ]);
    expect(pdfWordCount(pages)).toEqual({ words: 3, estimated: false });
    expect(
      pdfWordCount([
        { text: "Page 2", hasImage: true, fills: 0 },
        { text: "", hasImage: false, fills: 39 },
      ]),
    ).toEqual({ words: 250, estimated: true });
    expect(pdfWordCount([{ text: "", hasImage: false, fills: 40 }])).toEqual({ words: 250, estimated: true });
  });
});
