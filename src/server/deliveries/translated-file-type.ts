import { fileExtension, MIME_TYPE_BY_EXTENSION } from "../../shared/file-types";

// The delivered file's type: from the translation row when the workspace recorded it, otherwise read from the
// file's first bytes (rows written without a type; storage keys carry no extension).

type KnownType = { extension: string; contentType: string; signature: number[] };

const KNOWN_TYPES: KnownType[] = [
  { extension: ".pdf", contentType: "application/pdf", signature: [...Buffer.from("%PDF-")] },
  { extension: ".png", contentType: "image/png", signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extension: ".jpg", contentType: "image/jpeg", signature: [0xff, 0xd8, 0xff] },
  { extension: ".docx", contentType: MIME_TYPE_BY_EXTENSION[".docx"], signature: [0x50, 0x4b, 0x03, 0x04] },
  { extension: ".doc", contentType: "application/msword", signature: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
];

export type DeliveredType = { extension: string | null; contentType: string };

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The stored file's type by its magic bytes; unknown content is sent as plain bytes. */
export function detectTranslatedFileType(bytes: Buffer): DeliveredType {
  const known = KNOWN_TYPES.find((type) => startsWith(bytes, type.signature));
  return known
    ? { extension: known.extension, contentType: known.contentType }
    : { extension: null, contentType: "application/octet-stream" };
}

/** The type the translation row records (MIME type, or its file name's extension), or null when it records none. */
export function recordedFileType(row: { fileType?: string | null; fileName?: string | null }): DeliveredType | null {
  const byMime = row.fileType ? KNOWN_TYPES.find((type) => type.contentType === row.fileType) : undefined;
  if (byMime) return { extension: byMime.extension, contentType: byMime.contentType };
  const extension = row.fileName ? fileExtension(row.fileName) : "";
  const byName = KNOWN_TYPES.find((type) => type.extension === (extension === ".jpeg" ? ".jpg" : extension));
  return byName ? { extension: byName.extension, contentType: byName.contentType } : null;
}

/**
 * "translated-<original name>". When the translation's real type differs from the original's (a scanned
 * .jpg delivered as a PDF), the extension follows the delivered file so it opens in the right program.
 */
export function translatedFileName(originalFilename: string, deliveredExtension: string | null = null): string {
  const name = `translated-${originalFilename}`;
  if (!deliveredExtension) return name;
  const current = fileExtension(originalFilename);
  const sameType = current === deliveredExtension || (current === ".jpeg" && deliveredExtension === ".jpg");
  if (sameType) return name;
  return `${current ? name.slice(0, -current.length) : name}${deliveredExtension}`;
}
