import fs from "node:fs";
import path from "node:path";

/**
 * DATA_DIR holds the database (its WAL carries session secrets, password hashes, erased customers' messages), the
 * file master key and the stored files: only the server's own user may read it (docs/security.md, "Files at rest").
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** DATA_DIR's private scratch folder (data exports are built there): emptied at every start. */
export const PRIVATE_TEMP_FOLDER = "tmp";

export const privateTempDir = (dataDir: string) => path.join(dataDir, PRIVATE_TEMP_FOLDER);

/** New files and folders of this process are its user's only, whatever umask it was started with. */
export function restrictUmask(): void {
  try {
    process.umask(0o077);
  } catch (error) {
    // A worker thread may not set it; the modes are then fixed by fixDataDirPermissions alone.
    if ((error as NodeJS.ErrnoException).code !== "ERR_WORKER_UNSUPPORTED_OPERATION") throw error;
  }
}

/**
 * Makes `dir` and everything under it 0700 (folders) and 0600 (everything else), changing only what is wrong: a
 * big install pays one lstat per entry (bench/data-dir-permissions.mjs). Symbolic links are neither followed nor
 * changed. Returns how many entries were fixed.
 */
export function fixDataDirPermissions(dir: string): number {
  let fixed = 0;
  const fix = (entryPath: string, isDirectory: boolean) => {
    let mode: number;
    try {
      mode = fs.lstatSync(entryPath).mode & 0o777;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // deleted meanwhile (a running server's temp file)
      throw error;
    }
    const wanted = isDirectory ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if (mode === wanted) return;
    try {
      fs.chmodSync(entryPath, wanted);
      fixed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  };
  const walk = (folder: string) => {
    fix(folder, true);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) walk(entryPath);
      else fix(entryPath, false);
    }
  };
  walk(dir);
  return fixed;
}

/**
 * At start, before the embedded database opens: the umask, DATA_DIR itself (made if missing) and the modes of an
 * existing install; the private temp folder's leftovers (a data export a crash left half built) are deleted.
 */
export function securePrivateDataDir(dataDir: string): { fixed: number; tempFilesRemoved: number } {
  restrictUmask();
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const tempFilesRemoved = sweepPrivateTemp(dataDir);
  return { fixed: fixDataDirPermissions(dataDir), tempFilesRemoved };
}

/** Empties DATA_DIR's private temp folder (made 0700 when missing). Only at start: nothing of this process is in it yet. */
export function sweepPrivateTemp(dataDir: string): number {
  const dir = privateTempDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const names = fs.readdirSync(dir);
  for (const name of names) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return names.length;
}

/**
 * Archives `npm run backup` wrote into DATA_DIR/backups before they were sealed (issue 37): plain .tar.gz files that
 * hold the file master key beside the files it opens. The start warns about them; deleting them is the operator's call.
 */
export function unsealedBackups(dataDir: string): string[] {
  const folder = path.join(dataDir, "backups");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".tar.gz"))
    .map((name) => path.join(folder, name));
}
