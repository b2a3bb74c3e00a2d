// npm run backup [-- <archive>]
//
// The embedded default whole, in one archive: a consistent dump of the database and every file in DATA_DIR
// (uploads, keys), taken while the server runs (it writes the archive, asked over DATA_DIR/control.sock) or, when
// no server runs, by this command itself. Default archive: DATA_DIR/backups/backup-<time>.tar.gz.
// With DATABASE_URL the database is PostgreSQL's to back up: docs/operations.md gives pg_dump and PITR steps.
import fs from "node:fs";
import path from "node:path";
import { writeBackup } from "../src/server/backup/backup-archive";
import { requestBackup } from "../src/server/backup/control-socket";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump or point-in-time recovery, and the bucket with versioning (docs/operations.md, "Backups").');
    return 2;
  }
  const [given] = args.filter((arg) => arg !== "--");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const out = path.resolve(given ?? path.join(config.dataDir, "backups", `backup-${stamp}.tar.gz`));
  if (!fs.existsSync(path.join(config.dataDir, "db"))) {
    console.error(`No embedded database in ${config.dataDir} (DATA_DIR): nothing to back up.`);
    return 1;
  }
  let manifest = await requestBackup(config.dataDir, out);
  if (manifest) console.log("The running server wrote the backup.");
  else {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, "db") });
    try {
      manifest = await writeBackup({ dataDir: config.dataDir, dumpDatabase: () => database.dumpDataDir()!, out });
    } finally {
      await database.close();
    }
  }
  if (config.storage.s3Bucket) console.log("Files are in the S3 bucket, not in this archive: keep bucket versioning on (docs/operations.md).");
  console.log(`Backup written: ${out}\n  ${manifest.files} files, ${(manifest.bytes / 1024 / 1024).toFixed(1)} MB of files, taken ${manifest.createdAt}`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Backup failed: ${(error as Error).message}`);
  return 1;
});
