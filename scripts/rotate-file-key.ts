// npm run files:rotate-key            re-wraps every stored file's data key with a new master key
// npm run files:rotate-key -- --generate   prints a fresh key (for FILE_ENCRYPTION_KEY) and changes nothing
//
// docs/security.md, "Files at rest". Run it with the server's environment (DATA_DIR, DATABASE_URL, S3_*,
// FILE_ENCRYPTION_KEY). The files are never re-encrypted: only their small key records are rewritten, so it takes
// seconds for thousands of files and can be run again after any interruption.
//
// With the key file (no FILE_ENCRYPTION_KEY): a new key is generated and written to the file first (the old one kept
// as "previous"), every record re-wrapped, and the old key dropped once no record needs it. Stop the server first.
// With FILE_ENCRYPTION_KEY: set the new key there and the old one in FILE_ENCRYPTION_PREVIOUS_KEYS, restart the
// servers (they read both), then run this; afterwards remove FILE_ENCRYPTION_PREVIOUS_KEYS.
import fs from "node:fs";
import path from "node:path";
import { type AppConfig, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { createStorageBackend } from "../src/server/storage/create-storage";
import { recordMasterKeyId } from "../src/server/storage/encryption-state";
import { generateMasterKey } from "../src/server/storage/file-encryption";
import {
  KEY_FILE_NAME,
  keyringFromEnvironment,
  keyringFromFile,
  readKeyFile,
  writeKeyFile,
} from "../src/server/storage/master-keys";
import { rewrapDataKeys, type RewrapResult } from "../src/server/storage/rotate-master-key";

/** Whether something answers /api/health on the configured port (a server holding the old key in memory). */
async function serverAnswers(config: AppConfig): Promise<boolean> {
  const host = config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host;
  try {
    const response = await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${config.port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function report(result: RewrapResult): void {
  console.log(`Key records re-wrapped: ${result.rewrapped}; already under the current key: ${result.current}.`);
  if (result.unknown.length > 0) {
    console.error(
      `${result.unknown.length} record(s) are wrapped by a master key this command was not given (${result.remaining.join(", ")}), e.g. ${result.unknown[0]}.`,
    );
  }
}

async function main(args: string[]): Promise<number> {
  const flags = args.filter((arg) => arg !== "--");
  if (flags.includes("--generate")) {
    console.log(generateMasterKey());
    return 0;
  }
  if (flags.length > 0) {
    console.error("Usage: npm run files:rotate-key [-- --generate]");
    return 2;
  }
  const config = loadConfig();
  const backend = createStorageBackend(config);

  if (config.fileEncryption.key) {
    const keyring = keyringFromEnvironment(config.fileEncryption.key, config.fileEncryption.previousKeys);
    const result = await rewrapDataKeys(backend, keyring);
    report(result);
    if (result.unknown.length > 0) return 1;
    console.log(`Every data key is wrapped by FILE_ENCRYPTION_KEY (id ${keyring.current.id}).`);
    if (config.fileEncryption.previousKeys.length > 0)
      console.log("You can now remove FILE_ENCRYPTION_PREVIOUS_KEYS and restart the servers.");
    else
      console.log(
        "To rotate: put the current key in FILE_ENCRYPTION_PREVIOUS_KEYS and a new one (npm run files:rotate-key -- --generate) in FILE_ENCRYPTION_KEY, restart the servers, run this again.",
      );
    return 0;
  }

  const filePath = path.join(config.dataDir, KEY_FILE_NAME);
  if (!fs.existsSync(filePath)) {
    console.error(
      `No key file at ${filePath} and no FILE_ENCRYPTION_KEY: nothing to rotate. Set DATA_DIR as the server has it.`,
    );
    return 1;
  }
  if (await serverAnswers(config)) {
    console.error(
      `The server is running on port ${config.port} with the key in ${filePath}. Stop it, run this command, then start it again.`,
    );
    return 1;
  }
  // The new key is in the file before any record uses it, so an interruption anywhere loses nothing: a rerun
  // re-wraps what is left (with yet another new key; every older one stays until no record needs it).
  const before = readKeyFile(filePath);
  writeKeyFile(filePath, generateMasterKey(), [before.current, ...before.previous]);
  const keyring = keyringFromFile(filePath);
  const result = await rewrapDataKeys(backend, keyring);
  report(result);
  const after = readKeyFile(filePath);
  const stillNeeded = after.previous.filter((key) => result.remaining.includes(keyringFromEnvironment(key).current.id));
  writeKeyFile(filePath, after.current, stillNeeded);
  // The database remembers which key the files are under (a start with another key is refused).
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") },
  );
  try {
    await recordMasterKeyId(database.db, keyring.current.id);
  } finally {
    await database.close();
  }
  console.log(
    `New master key ${keyring.current.id} written to ${filePath}. Back up this file now: the old key no longer opens anything.`,
  );
  return result.unknown.length > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
