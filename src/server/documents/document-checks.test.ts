import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { JPEG_BYTES, PNG_BYTES, buildDoc, buildDocx, buildPlainZip } from "../../../tests/support/fixtures";
import { contentMatchesExtension } from "./content-matches-extension";
import { countDocumentWords } from "./count-document-words";
import { countWords } from "./count-words";
import { sanitizeFileName } from "./sanitize-file-name";
import { zipEntryNames } from "./zip-entry-names";

describe("countWords", () => {
  it.each([
    ["", 0],
    ["   \n\t ", 0],
    ["one two  three\nfour", 4],
    ["Nüfus kayıt örneği: Ayşe Yılmaz, doğum yeri İstanbul.", 8],
    ["- • — 1990 — (3) ...", 2],
    ["e-mail, U.S.A. and 1,000.50", 4],
  ])("%j has %i words", (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe("contentMatchesExtension", () => {
  it("recognises each accepted type by its magic bytes", async () => {
    const pdf = Buffer.from(await (await PDFDocument.create()).save());
    expect(contentMatchesExtension(".pdf", pdf)).toBe(true);
    expect(contentMatchesExtension(".png", PNG_BYTES)).toBe(true);
    expect(contentMatchesExtension(".jpg", JPEG_BYTES)).toBe(true);
    expect(contentMatchesExtension(".jpeg", JPEG_BYTES)).toBe(true);
    expect(contentMatchesExtension(".doc", buildDoc())).toBe(true);
    expect(contentMatchesExtension(".docx", buildDocx(["hello"]))).toBe(true);
  });

  it("refuses bytes of another type", () => {
    expect(contentMatchesExtension(".pdf", PNG_BYTES)).toBe(false);
    expect(contentMatchesExtension(".png", JPEG_BYTES)).toBe(false);
    expect(contentMatchesExtension(".docx", buildPlainZip())).toBe(false);
    expect(contentMatchesExtension(".docx", buildDoc())).toBe(false);
    expect(contentMatchesExtension(".doc", buildDocx(["hello"]))).toBe(false);
    expect(contentMatchesExtension(".jpg", Buffer.from([0xff, 0xd8]))).toBe(false);
  });

  it("reads ZIP entry names from the central directory and survives garbage", () => {
    expect(zipEntryNames(buildDocx(["x"])).sort()).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
    expect(zipEntryNames(Buffer.from("PK\x03\x04 not really a zip"))).toEqual([]);
    const truncated = buildDocx(["x"]).subarray(0, 60);
    expect(zipEntryNames(truncated)).toEqual([]);
  });
});

describe("countDocumentWords", () => {
  it("refuses a .docx whose parts would inflate beyond 200 MB", async () => {
    const docx = buildDocx(["hello"]);
    const end = docx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    let offset = docx.readUInt32LE(end + 16);
    while (docx.readUInt32LE(offset) === 0x02014b50) {
      docx.writeUInt32LE(0x7fffffff, offset + 24); // claimed uncompressed size
      offset += 46 + docx.readUInt16LE(offset + 28) + docx.readUInt16LE(offset + 30) + docx.readUInt16LE(offset + 32);
    }
    await expect(countDocumentWords(".docx", docx)).rejects.toThrow(
      "We could not read this document. Please check the file and try again.",
    );
    await expect(countDocumentWords(".docx", buildDocx(["hello world"]))).resolves.toEqual({
      wordCount: 2,
      source: "text",
      estimated: false,
    });
  });
});

describe("sanitizeFileName", () => {
  it.each([
    ["Diploma.pdf", "Diploma.pdf"],
    ["C:\\Users\\me\\Desktop\\Pasaport.png", "Pasaport.png"],
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["evil\u202Efdp.exe.pdf", "evilfdp.exe.pdf"],
    ["line\nbreak\t.pdf", "linebreak.pdf"],
    ["   ", "document.pdf"],
    ["Nüfus   Kayıt.docx", "Nüfus Kayıt.docx"],
  ])("%j → %j", (raw, expected) => {
    expect(sanitizeFileName(raw, ".pdf")).toBe(expected);
  });

  it("keeps at most 200 characters and the extension", () => {
    const name = sanitizeFileName(`${"ş".repeat(300)}.docx`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith("ş.docx")).toBe(true);
  });
});
