import { inflateRawSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** docProps/app.xml is a few hundred bytes; anything larger is not read. */
const MAX_APP_XML_BYTES = 256 * 1024;

/**
 * Pages of a certified translation, for the public verify page: a PDF's page count, 1 for an image, a DOCX's
 * page count as Word (or LibreOffice) recorded it when saving (docProps/app.xml). Null when the format does not
 * say (DOC, text, a DOCX without the figure) or the file cannot be read: the page then shows the type alone.
 */
export async function countTranslationPages(bytes: Uint8Array, fileType: string | null): Promise<number | null> {
  const type = fileType?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/pdf") return pdfPageCount(bytes);
  if (type.startsWith("image/")) return 1;
  if (type === DOCX_TYPE) return docxPageCount(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return null;
}

async function pdfPageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return positive(pdf.getPageCount());
  } catch {
    return null;
  }
}

function docxPageCount(zip: Buffer): number | null {
  const xml = readZipEntry(zip, "docProps/app.xml", MAX_APP_XML_BYTES);
  const pages = xml && /<(?:\w+:)?Pages>\s*(\d{1,6})\s*<\/(?:\w+:)?Pages>/.exec(xml.toString("utf8"));
  return pages ? positive(Number(pages[1])) : null;
}

const positive = (count: number) => (Number.isInteger(count) && count > 0 ? count : null);

/**
 * One entry of a ZIP archive, found through the central directory and inflated with its output capped at
 * `maxBytes` (the declared sizes are never trusted). Null when absent, unreadable or too large.
 */
export function readZipEntry(zip: Buffer, name: string, maxBytes: number): Buffer | null {
  try {
    const end = findEndOfCentralDirectory(zip);
    if (end < 0) return null;
    const count = zip.readUInt16LE(end + 10);
    let offset = zip.readUInt32LE(end + 16);
    for (let i = 0; i < count; i += 1) {
      if (zip.readUInt32LE(offset) !== 0x02014b50) return null;
      const method = zip.readUInt16LE(offset + 10);
      const compressedSize = zip.readUInt32LE(offset + 20);
      const nameLength = zip.readUInt16LE(offset + 28);
      const extraLength = zip.readUInt16LE(offset + 30);
      const commentLength = zip.readUInt16LE(offset + 32);
      const localHeader = zip.readUInt32LE(offset + 42);
      if (zip.toString("utf8", offset + 46, offset + 46 + nameLength) === name) {
        if (zip.readUInt32LE(localHeader) !== 0x04034b50) return null;
        const start = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
        const data = zip.subarray(start, start + compressedSize);
        if (method === 0) return data.length <= maxBytes ? data : null;
        return method === 8 ? inflateRawSync(data, { maxOutputLength: maxBytes }) : null;
      }
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return null;
  } catch {
    // Truncated records (a RangeError) or output past maxBytes.
    return null;
  }
}

/** The end record sits in the last 22 bytes plus an optional comment of up to 65,535 bytes. */
function findEndOfCentralDirectory(zip: Buffer): number {
  for (let offset = zip.length - 22; offset >= Math.max(0, zip.length - 22 - 0xffff); offset -= 1) {
    if (zip.readUInt32LE(offset) === 0x06054b50) return offset;
  }
  return -1;
}
