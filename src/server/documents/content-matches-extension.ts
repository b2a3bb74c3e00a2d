import type { OrderDocumentExtension } from "../../shared/file-types";
import { decodeTextFile } from "./text-file";
import { zipEntryNames } from "./zip-entry-names";

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PDF = [...Buffer.from("%PDF-")];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * Whether the bytes really are what the extension claims, by their magic bytes. A renamed executable or
 * image never reaches the word counter or storage under a false type.
 */
export function contentMatchesExtension(extension: OrderDocumentExtension, bytes: Buffer): boolean {
  switch (extension) {
    case ".pdf":
      return startsWith(bytes, PDF);
    case ".png":
      return startsWith(bytes, PNG);
    case ".jpg":
    case ".jpeg":
      return startsWith(bytes, JPEG);
    case ".doc":
      return startsWith(bytes, OLE2);
    case ".docx":
      // Any Office file is a ZIP; a Word document is the one with its main part at word/document.xml.
      return startsWith(bytes, ZIP) && zipEntryNames(bytes).includes("word/document.xml");
    case ".txt":
      // Text has no magic bytes: it must decode as UTF-8 and hold no NUL (which every binary format has).
      return decodeTextFile(bytes) !== null;
  }
}
