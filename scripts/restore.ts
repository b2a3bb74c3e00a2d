// npm run restore -- <archive>
//
// Unpacks an archive made by `npm run backup` into DATA_DIR, which must be empty or absent: the database is
// loaded from its dump and the files go back where they were. Start the server on that DATA_DIR afterwards.
import { restoreBackup } from "../src/server/backup/backup-archive";
import { loadConfig } from "../src/server/config";

async function main(args: string[]): Promise<number> {
  const [archive, ...extra] = args.filter((arg) => arg !== "--");
  if (!archive || extra.length > 0) {
    console.error("Usage: npm run restore -- <archive>   (into an empty DATA_DIR)");
    return 2;
  }
  const { dataDir } = loadConfig();
  const manifest = await restoreBackup({ archive, dataDir });
  console.log(`Restored the backup of ${manifest.createdAt} into ${dataDir}: the database and ${manifest.files} files. Start the server with this DATA_DIR.`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`Restore failed: ${(error as Error).message}`);
  return 1;
});
