import fs from "node:fs";
import path from "node:path";

// `npm run backup` into the default folder keeps the newest BACKUP_KEEP archives (docs/operations.md, "Backups"):
// archives piled up in DATA_DIR until its disk filled. Only names this command writes are ever deleted.

/** backup-<ISO time with ":" and "." as "-">.tar.gz.enc, as scripts/backup.ts names a default archive. */
const ARCHIVE_NAME = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz\.enc$/;

export const isDefaultArchiveName = (name: string) => ARCHIVE_NAME.test(name);

/**
 * The archive names to delete so that `keep` remain: the oldest of ours first (the time in the name sorts as text),
 * never `justWritten`, never a name of another shape (an operator's copy, a .partial being written, an old unsealed one).
 */
export function archivesToPrune(names: readonly string[], keep: number, justWritten: string): string[] {
  const ours = names.filter(isDefaultArchiveName).sort();
  const excess = ours.length - Math.max(1, keep);
  if (excess <= 0) return [];
  return ours.filter((name) => name !== justWritten).slice(0, excess);
}

/** Deletes the archives archivesToPrune picks in `folder`; returns their names. */
export function pruneBackups(folder: string, keep: number, justWritten: string): string[] {
  const doomed = archivesToPrune(fs.readdirSync(folder), keep, path.basename(justWritten));
  for (const name of doomed) fs.rmSync(path.join(folder, name), { force: true });
  return doomed;
}
