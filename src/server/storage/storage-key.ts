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
