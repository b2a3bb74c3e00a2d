import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import * as tar from "tar";

// One archive holds the embedded default whole (docs/operations.md, "Backups"): the database as a consistent
// PGlite dump, and everything else in DATA_DIR (uploaded files, the keys kept there) as it was a moment later.

export const BACKUP_FORMAT = "bosphorus-translate-backup/1";
const DATABASE_ENTRY = "database.tar.gz";
const DATA_ENTRY = "data";
/** DATA_DIR's own working folders that a backup never carries: the live database files, staging, old backups. */
const SKIPPED = new Set(["db", "backups"]);
const isWorkingFolder = (name: string) => SKIPPED.has(name) || name.startsWith(".backup-") || name.startsWith(".restore-");

export type BackupManifest = { format: typeof BACKUP_FORMAT; createdAt: string; files: number; bytes: number };

/** Every regular file under `dir`, as paths relative to it. */
function filesUnder(dir: string, relative = ""): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const name = path.join(relative, entry.name);
    if (!relative && isWorkingFolder(entry.name)) continue;
    if (entry.isDirectory()) found.push(...filesUnder(dir, name));
    else if (entry.isFile() && !entry.name.endsWith(".tmp")) found.push(name);
  }
  return found;
}

/**
 * Writes the archive to `out` while the app keeps running. The database dump comes first; the files are then
 * hard-linked into a staging folder in one pass (a link keeps a file's bytes even if the app deletes or replaces
 * it meanwhile), so every file a backed-up row points at is in the archive: files are stored before their rows commit.
 */
export async function writeBackup(options: { dataDir: string; dumpDatabase: () => Promise<Blob>; out: string }): Promise<BackupManifest> {
  const { dataDir, out } = options;
  const staging = fs.mkdtempSync(path.join(dataDir, ".backup-"));
  try {
    const dump = await options.dumpDatabase();
    fs.writeFileSync(path.join(staging, DATABASE_ENTRY), Buffer.from(await dump.arrayBuffer()));
    let bytes = 0;
    const files = filesUnder(dataDir);
    for (const file of files) {
      const target = path.join(staging, DATA_ENTRY, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      try {
        fs.linkSync(path.join(dataDir, file), target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue; // deleted since the listing: not in the dump's world either
        fs.copyFileSync(path.join(dataDir, file), target);
      }
      bytes += fs.statSync(target).size;
    }
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), files: files.length, bytes };
    fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    // Written beside the target and renamed: a reader never sees half an archive.
    const partial = `${out}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, fs.readdirSync(staging));
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Reads an archive's manifest without unpacking the rest. */
export async function readBackupManifest(archive: string): Promise<BackupManifest> {
  let text: string | undefined;
  await tar.t({
    file: archive,
    filter: (entry) => entry === "manifest.json" || entry === "./manifest.json",
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => (text = Buffer.concat(chunks).toString("utf8")));
    },
  });
  const manifest = text ? (JSON.parse(text) as BackupManifest) : undefined;
  if (manifest?.format !== BACKUP_FORMAT) throw new Error(`${archive} is not a Bosphorus Translate backup (no ${BACKUP_FORMAT} manifest)`);
  return manifest;
}

/**
 * Unpacks `archive` into `dataDir`, which must be empty or absent (a restore never mixes two installations):
 * the files go back where they were, and the database is loaded from its dump into dataDir/db.
 */
export async function restoreBackup(options: { archive: string; dataDir: string }): Promise<BackupManifest> {
  const { archive, dataDir } = options;
  const manifest = await readBackupManifest(archive);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty: restore into an empty DATA_DIR`);
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(dataDir, ".restore-"));
  try {
    await tar.x({ file: archive, cwd: staging });
    const data = path.join(staging, DATA_ENTRY);
    if (fs.existsSync(data)) for (const name of fs.readdirSync(data)) fs.renameSync(path.join(data, name), path.join(dataDir, name));
    const dump = new Blob([fs.readFileSync(path.join(staging, DATABASE_ENTRY))]);
    const database = await PGlite.create(path.join(dataDir, "db"), { loadDataDir: dump, extensions: { pg_trgm } });
    await database.query("select 1");
    await database.close();
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
