import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import * as tar from "tar";
import { RESTORE_DRILL_MARKER } from "../config";
import { KEY_FILE_NAME } from "../storage/master-keys";
import {
  fixDataDirPermissions,
  PRIVATE_DIR_MODE,
  PRIVATE_FILE_MODE,
  PRIVATE_TEMP_FOLDER,
} from "../storage/private-data-dir";
import { type BackupSealing, openStream, sealStream } from "./backup-encryption";

// One archive holds the embedded default (docs/operations.md, "Backups"): the database as a consistent PGlite dump,
// and the stored files (encrypted) as they were a moment later, sealed with the backup key (backup-encryption.ts).
// The file master key is never in it: an archive and its backup key alone open no stored document.

export const BACKUP_FORMAT = "bosphorus-translate-backup/1";
const DATABASE_ENTRY = "database.tar.gz";
const DATA_ENTRY = "data";
/**
 * DATA_DIR's own working folders that a backup never carries: the live database files, staging, old backups, scratch,
 * and a drill's marker (a backup of a drill copy restores as a real copy unless restored with --drill).
 */
const SKIPPED = new Set(["db", "backups", PRIVATE_TEMP_FOLDER, RESTORE_DRILL_MARKER]);
const isWorkingFolder = (name: string) =>
  SKIPPED.has(name) || name.startsWith(".backup-") || name.startsWith(".restore-");
/** The master key file and the copies written aside while it is made or rotated. */
const isMasterKeyFile = (name: string) => name === KEY_FILE_NAME || name.startsWith(`${KEY_FILE_NAME}.`);

export type BackupManifest = { format: typeof BACKUP_FORMAT; createdAt: string; files: number; bytes: number };

/** Every regular file under `dir`, as paths relative to it. */
function filesUnder(dir: string, relative = ""): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const name = path.join(relative, entry.name);
    if (!relative && (isWorkingFolder(entry.name) || isMasterKeyFile(entry.name))) continue;
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
export async function writeBackup(options: {
  dataDir: string;
  dumpDatabase: () => Promise<Blob>;
  out: string;
  sealing: BackupSealing;
}): Promise<BackupManifest> {
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
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      files: files.length,
      bytes,
    };
    fs.writeFileSync(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    // A folder made here is its owner's only (an existing one, e.g. a mounted backup disk, is left as it is).
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Written beside the target and renamed: a reader never sees half an archive.
    const partial = `${out}.partial`;
    fs.rmSync(partial, { force: true });
    await pipeline(
      tar.c({ gzip: true, cwd: staging, portable: true }, fs.readdirSync(staging)),
      sealStream(options.sealing),
      fs.createWriteStream(partial, { mode: PRIVATE_FILE_MODE, flags: "wx" }),
    );
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Reads an archive's manifest (opened with its backup key) without unpacking the rest. */
export async function readBackupManifest(archive: string, key: Buffer): Promise<BackupManifest> {
  let text: string | undefined;
  const lister = tar.t({
    filter: (entry) => entry === "manifest.json" || entry === "./manifest.json",
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(chunk));
      entry.on("end", () => (text = Buffer.concat(chunks).toString("utf8")));
    },
  });
  await pipeline(fs.createReadStream(archive), openStream(key), lister);
  const manifest = text ? (JSON.parse(text) as BackupManifest) : undefined;
  if (manifest?.format !== BACKUP_FORMAT)
    throw new Error(`${archive} is not a Bosphorus Translate backup (no ${BACKUP_FORMAT} manifest)`);
  return manifest;
}

/**
 * Unpacks `archive` into `dataDir`, which must be empty or absent (a restore never mixes two installations):
 * the files go back where they were, and the database is loaded from its dump into dataDir/db.
 */
export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
  key: Buffer;
}): Promise<BackupManifest> {
  const { archive, dataDir } = options;
  const manifest = await readBackupManifest(archive, options.key);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore into an empty DATA_DIR`);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const staging = fs.mkdtempSync(path.join(dataDir, ".restore-"));
  try {
    await pipeline(fs.createReadStream(archive), openStream(options.key), tar.x({ cwd: staging }));
    const data = path.join(staging, DATA_ENTRY);
    if (fs.existsSync(data))
      for (const name of fs.readdirSync(data)) fs.renameSync(path.join(data, name), path.join(dataDir, name));
    const dump = new Blob([fs.readFileSync(path.join(staging, DATABASE_ENTRY))]);
    const database = await PGlite.create(path.join(dataDir, "db"), { loadDataDir: dump, extensions: { pg_trgm } });
    await database.query("select 1");
    await database.close();
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    // Archives of older installs carry 0644 files, and PGlite writes a new database's files 0666.
    if (fs.existsSync(dataDir)) fixDataDirPermissions(dataDir);
  }
}
