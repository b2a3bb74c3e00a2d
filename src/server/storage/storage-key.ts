import { randomUUID } from "node:crypto";

/** "exports": the customers' data export ZIPs (src/server/data-export), deleted once downloaded or expired. */
export const STORAGE_KEY_PREFIXES = [
  "documents",
  "translations",
  "translators",
  "certificates",
  "notarized",
  "signatures",
  "messages",
  "exports",
] as const;
export type StorageKeyPrefix = (typeof STORAGE_KEY_PREFIXES)[number];

/** Letters, digits, '_' and '-' between slashes: no dots, so no "..", no extensions, no absolute paths. */
const STORAGE_KEY_PATTERN = /^[a-z]+(\/[A-Za-z0-9_-]+)+$/;

/** The folder new keys of `prefix` go to in the UTC month of `at`: "documents/2026/11". */
export function monthFolder(prefix: StorageKeyPrefix, at: Date): `${StorageKeyPrefix}/${string}` {
  return `${prefix}/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** A fresh key such as "documents/2026/11/<uuid>"; the year/month folders keep any one folder small. */
export function newStorageKey(prefix: StorageKeyPrefix): string {
  return `${monthFolder(prefix, new Date())}/${randomUUID()}`;
}

/** Keys never come from user input, so a key that fails here is a bug (or an attack) and must not touch storage. */
export function isValidStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * The stored image of a scanned document's page as the workbench shows it (issue 39): derived from the document id,
 * so whoever erases a document's files finds its page images from the id and the page count alone
 * (document_segmentations.page_count), with no column to keep in step. "workbench" is not a STORAGE_KEY_PREFIXES
 * folder: the debris sweep never lists it, and the erasers delete these keys themselves.
 */
export function workbenchPageKey(documentId: number, page: number): string {
  return `workbench/${documentId}/page-${page}`;
}

/** Every page image key a document can have (pages 1..pageCount); deleting a missing one is not an error. */
export function workbenchPageKeys(documentId: number, pageCount: number | null): string[] {
  return Array.from({ length: Math.max(0, pageCount ?? 0) }, (_, index) => workbenchPageKey(documentId, index + 1));
}
