import { strToU8, zipSync } from "fflate";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ATTACHMENT_TAIL_BYTES, attachmentInspector, checkAttachmentName, zipTailEntryNames } from "./check-attachment";

/** Feeds `bytes` in chunks of `size`, as a request stream does, then finishes. */
function inspect(extension: Parameters<typeof attachmentInspector>[0], bytes: Uint8Array, size = 64 * 1024) {
  const inspector = attachmentInspector(extension);
  for (let offset = 0; offset < bytes.length; offset += size)
    inspector.push(Buffer.from(bytes.subarray(offset, offset + size)));
  inspector.finish();
  return inspector.size;
}

/** A ZIP of 2 MB (a stored, incompressible part first), so its parts are listed far past the first megabyte. */
const bigZip = (main: string) =>
  zipSync({ "word/media/image1.bin": [randomBytes(2 * 1024 * 1024), { level: 0 }], [main]: strToU8("<w:document/>") });

describe("a streamed message attachment", () => {
  it("finds a large DOCX's word/document.xml from its last bytes alone, and refuses a ZIP without it", () => {
    const docx = bigZip("word/document.xml");
    expect(docx.length).toBeGreaterThan(2 * ATTACHMENT_TAIL_BYTES);
    expect(inspect(".docx", docx)).toBe(docx.length);
    expect(inspect(".docx", docx, 1000)).toBe(docx.length);
    expect(zipTailEntryNames(Buffer.from(docx.subarray(docx.length - ATTACHMENT_TAIL_BYTES)), docx.length)).toContain(
      "word/document.xml",
    );
    expect(() => inspect(".docx", bigZip("xl/workbook.xml"))).toThrow("File content does not match its type");
  });

  it("decodes text as it comes: a character split between chunks passes, a NUL or broken UTF-8 anywhere does not", () => {
    const text = Buffer.from("Şişli, İstanbul — ".repeat(10_000));
    expect(inspect(".txt", text, 7)).toBe(text.length); // chunks of 7 bytes split the two-byte letters
    const withNul = Buffer.from(text);
    withNul[150_000] = 0;
    expect(() => inspect(".txt", withNul)).toThrow("File content does not match its type");
    expect(() => inspect(".txt", Buffer.concat([text, Buffer.from([0xc5])]))).toThrow(
      "File content does not match its type",
    );
  });

  it("checks magic bytes and refuses an empty file or a name of another type before storing", () => {
    expect(() => inspect(".pdf", Buffer.from("GIF89a not a pdf"))).toThrow("File content does not match its type");
    expect(() => inspect(".pdf", Buffer.alloc(0))).toThrow("File content does not match its type");
    expect(inspect(".pdf", Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(1024 * 1024, 0x20)]))).toBe(
      1024 * 1024 + 9,
    );
    expect(() => checkAttachmentName("setup.exe")).toThrow("File type not supported");
    expect(checkAttachmentName("../scan.PDF")).toMatchObject({ fileName: "scan.PDF", fileType: "application/pdf" });
  });
});
