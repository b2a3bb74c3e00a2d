import { randomUUID } from "node:crypto";

/** "exports": the customers' data export ZIPs (src/server/data-export), deleted once downloaded or expired. */
export const STORAGE_KEY_PREFIXES = ["documents", "translations", "translators", "certificates", "notarized", "signatures", "messages", "exports"] as const;
export type StorageKeyPrefix = (typeof STORAGE_KEY_PREFIXES)[number];

/** Letters, digits, '_' and '-' between slashes: no dots, so no "..", no extensions, no absolute paths. */
const STORAGE_KEY_PATTERN = /^[a-z]+(\/[A-Za-z0-9_-]+)+$/;

/** A fresh key such as "documents/2026/11/<uuid>"; the year/month folders keep any one folder small. */
export function newStorageKey(prefix: StorageKeyPrefix): string {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${prefix}/${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

/** Keys never come from user input, so a key that fails here is a bug (or an attack) and must not touch storage. */
export function isValidStorageKey(key: string): boolean {
  return STORAGE_KEY_PATTERN.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
