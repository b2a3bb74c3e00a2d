// npm run restore -- <archive> [--drill]
//
// Opens an archive made by `npm run backup` with BACKUP_KEY / BACKUP_KEY_FILE, or BACKUP_PASSPHRASE (asked in the
// terminal when unset), and unpacks it into DATA_DIR, which must be empty or absent: the database is loaded from its
// dump and the files go back where they were. The file master key is not in the archive: the operator puts it back
// (docs/operations.md, "Backups") before starting the server on that DATA_DIR.
// --drill writes DATA_DIR/RESTORE_DRILL: a server started on it sends no e-mail, joins no shared Redis and uses the
// built-in test payments until the file is removed (docs/operations.md, "Restore drills").
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { Writable } from "node:stream";
import { restoreBackup } from "../src/server/backup/backup-archive";
import { BackupKeyError, openingKey, readBackupHeader } from "../src/server/backup/backup-encryption";
import { loadConfig, RESTORE_DRILL_MARKER } from "../src/server/config";
import { KEY_FILE_NAME } from "../src/server/storage/master-keys";
import { restrictUmask } from "../src/server/storage/private-data-dir";

/** Reads a passphrase from the terminal without echoing it; undefined when stdin is not a terminal. */
async function askPassphrase(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stderr.write(chunk);
      callback();
    },
  });
  const prompt = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    return await new Promise<string>((resolve) => {
      prompt.question("Backup passphrase: ", (answer) => resolve(answer));
      muted = true;
    });
  } finally {
    process.stderr.write("\n");
    prompt.close();
  }
}

async function main(args: string[]): Promise<number> {
  restrictUmask();
  const drill = args.includes("--drill");
  const [archive, ...extra] = args.filter((arg) => arg !== "--" && arg !== "--drill");
  if (!archive || extra.length > 0) {
    console.error(
      "Usage: npm run restore -- <archive> [--drill]   (into an empty DATA_DIR; BACKUP_KEY, BACKUP_KEY_FILE or BACKUP_PASSPHRASE opens it)",
    );
    return 2;
  }
  const config = loadConfig();
  const header = readBackupHeader(archive);
  if (!header) {
    console.error(
      `${archive} is not a sealed Bosphorus Translate backup (an archive from before sealed backups is a plain .tar.gz: see docs/operations.md, "Backups").`,
    );
    return 2;
  }
  let key: Buffer;
  try {
    key = await openingKey(header, config.backup, askPassphrase);
  } catch (error) {
    if (!(error instanceof BackupKeyError)) throw error;
    console.error(error.message);
    return 2;
  }
  const { dataDir } = config;
  const manifest = await restoreBackup({ archive, dataDir, key });
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${dataDir}: the database and ${manifest.files} files.`,
  );
  if (drill) {
    fs.writeFileSync(
      path.join(dataDir, RESTORE_DRILL_MARKER),
      "A restore drill: the server sends no e-mail, joins no shared Redis and takes no real payment while this file exists.\n",
      { mode: 0o600 },
    );
    console.log(
      `Drill: ${path.join(dataDir, RESTORE_DRILL_MARKER)} written. A server started on this DATA_DIR sends no e-mail (local outbox only), ignores REDIS_URL and the Stripe keys until that file is removed.`,
    );
  }
  const keyFile = path.join(dataDir, KEY_FILE_NAME);
  if (config.fileEncryption.key) console.log("FILE_ENCRYPTION_KEY is set: start the server with this DATA_DIR.");
  else if (!fs.existsSync(keyFile)) {
    console.log(
      `The file master key is not in backups: put the key file you keep apart back at ${keyFile} (mode 0600), or set FILE_ENCRYPTION_KEY, then start the server with this DATA_DIR.`,
    );
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Restore failed: ${(error as Error).message}`);
  return 1;
});
