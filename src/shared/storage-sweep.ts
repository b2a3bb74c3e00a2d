/**
 * Which stored files the hourly sweep may delete (docs/security.md, "Attack-run fixes"). A file is debris when no database row names
 * its key AND it is older than the grace period: uploads store the file first and insert the row after, so a
 * young unreferenced file may be an upload still in flight and is never touched.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Half-written "*.tmp" files of the local disk storage: a write takes seconds at most, so ten minutes is safe. */
export const TEMPORARY_FILE_GRACE_MS = 10 * 60 * 1000;

export type StoredFileInfo = { key: string; lastModified: Date };

export function orphanedKeys(
  stored: readonly StoredFileInfo[],
  referenced: ReadonlySet<string>,
  now: Date,
  graceMs = ORPHAN_GRACE_MS,
): string[] {
  const cutoff = now.getTime() - graceMs;
  return stored
    .filter((file) => !referenced.has(file.key) && file.lastModified.getTime() < cutoff)
    .map((file) => file.key);
}
