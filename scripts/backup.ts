// npm run backup [-- <archive>]
//
// The embedded default in one archive: a consistent dump of the database and the stored files of DATA_DIR (still
// encrypted under the file master key, which is never in a backup), taken while the server runs (it writes the
// archive, asked over DATA_DIR/control.sock) or, when no server runs, by this command itself. The archive is sealed
// with BACKUP_KEY, BACKUP_KEY_FILE or BACKUP_PASSPHRASE (docs/operations.md, "Backups") and written 0600.
// Default archive: DATA_DIR/backups/backup-<time>.tar.gz.enc (a 0700 folder), where the newest BACKUP_KEEP (14) are kept.
// With DATABASE_URL the database is PostgreSQL's to back up: docs/operations.md gives pg_dump and PITR steps.
import fs from "node:fs";
import path from "node:path";
import { writeBackup } from "../src/server/backup/backup-archive";
import { pruneBackups } from "../src/server/backup/backup-prune";
import { BackupKeyError, sealingFromSources } from "../src/server/backup/backup-encryption";
import { requestBackup } from "../src/server/backup/control-socket";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { restrictUmask } from "../src/server/storage/private-data-dir";

async function main(args: string[]): Promise<number> {
  restrictUmask();
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump or point-in-time recovery, and the bucket with versioning (docs/operations.md, "Backups").',
    );
    return 2;
  }
  let sealing;
  try {
    sealing = sealingFromSources(config.backup, config.dataDir);
  } catch (error) {
    if (!(error instanceof BackupKeyError)) throw error;
    console.error(error.message);
    return 2;
  }
  const [given] = args.filter((arg) => arg !== "--");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const defaultFolder = path.join(config.dataDir, "backups");
  const out = path.resolve(given ?? path.join(defaultFolder, `backup-${stamp}.tar.gz.enc`));
  if (!fs.existsSync(path.join(config.dataDir, "db"))) {
    console.error(`No embedded database in ${config.dataDir} (DATA_DIR): nothing to back up.`);
    return 1;
  }
  // An install from before private folders may have made it 0755.
  if (!given && fs.existsSync(defaultFolder)) fs.chmodSync(defaultFolder, 0o700);
  let manifest = await requestBackup(config.dataDir, out, sealing);
  if (manifest) console.log("The running server wrote the backup.");
  else {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, "db") });
    try {
      manifest = await writeBackup({
        dataDir: config.dataDir,
        dumpDatabase: () => database.dumpDataDir()!,
        out,
        sealing,
      });
    } finally {
      await database.close();
    }
  }
  if (config.storage.s3Bucket)
    console.log("Files are in the S3 bucket, not in this archive: keep bucket versioning on (docs/operations.md).");
  console.log(
    `Backup written: ${out}\n  ${manifest.files} files, ${(manifest.bytes / 1024 / 1024).toFixed(1)} MB of files, taken ${manifest.createdAt}`,
  );
  // Only after a good backup, and only in our own folder: an archive named by hand is the operator's to keep.
  if (!given) {
    const pruned = pruneBackups(defaultFolder, config.backup.keep, out);
    if (pruned.length > 0)
      console.log(
        `  Deleted ${pruned.length} older archive(s) beyond BACKUP_KEEP=${config.backup.keep}: ${pruned.join(", ")}`,
      );
  }
  console.log(
    "  Sealed with the backup key: keep that key (or passphrase) apart from the archive. The file master key is not in it: keep FILE_ENCRYPTION_KEY or DATA_DIR/file-encryption.key apart too.",
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Backup failed: ${(error as Error).message}`);
  return 1;
});
