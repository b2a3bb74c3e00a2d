import path from "node:path";
import type { AppConfig } from "../config";
import type { Executor } from "../db/client";
import { createEncryptedStorage } from "./encrypted-storage";
import {
  allFilesEncryptedAt,
  plaintextGate,
  recordMasterKeyId,
  recordedMasterKeyId,
  type PlaintextGate,
} from "./encryption-state";
import type { FileStorage } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";
import { loadMasterKeyring, MasterKeyError, type MasterKeyring } from "./master-keys";
import { createS3Storage } from "./s3-storage";
import { drillStorage } from "./drill-storage";

/**
 * S3 when a bucket is configured, otherwise files beside the embedded database in dataDir/uploads: the bytes as stored.
 * A restore drill on a bucket never deletes or replaces its objects (drill-storage.ts): the live site shares it.
 */
export function createStorageBackend(config: AppConfig): FileStorage {
  const { storage } = config;
  if (!storage.s3Bucket) return createLocalDiskStorage(path.join(config.dataDir, "uploads"));
  const bucket = createS3Storage({
    bucket: storage.s3Bucket,
    region: storage.s3Region,
    endpoint: storage.s3Endpoint,
    accessKeyId: storage.s3AccessKeyId,
    secretAccessKey: storage.s3SecretAccessKey,
    forcePathStyle: storage.s3ForcePathStyle,
  });
  return config.restoreDrill ? drillStorage(bucket) : bucket;
}

/**
 * This server's master keyring: FILE_ENCRYPTION_KEY, or the key file in DATA_DIR (generated on the first start). The
 * database remembers the id of the key the files are under, so a lost key file or a mistyped key stops the start
 * with a message instead of a fresh key that opens nothing.
 */
export async function loadServerKeyring(config: AppConfig, db: Executor): Promise<MasterKeyring> {
  const recorded = await recordedMasterKeyId(db);
  const { key, previousKeys } = config.fileEncryption;
  const keyring = loadMasterKeyring({
    environmentKey: key,
    previousKeys,
    dataDir: config.dataDir,
    mayGenerate: recorded === null,
  });
  if (recorded && !keyring.keys.has(recorded)) {
    throw new MasterKeyError(
      `The stored files are encrypted under master key ${recorded}, which ${keyring.source === "environment" ? "FILE_ENCRYPTION_KEY (and FILE_ENCRYPTION_PREVIOUS_KEYS)" : keyring.filePath} does not hold. ` +
        "Set the old key (in FILE_ENCRYPTION_PREVIOUS_KEYS to rotate to a new one, then run npm run files:rotate-key).",
    );
  }
  if (recorded !== keyring.current.id) await recordMasterKeyId(db, keyring.current.id);
  return keyring;
}

export type AppStorage = { storage: FileStorage; backend: FileStorage; plaintext: PlaintextGate };

/** The app's storage: every file encrypted at rest over the configured backend (docs/decisions/029-customer-files.md). */
export async function createStorage(config: AppConfig, db: Executor, keyring: MasterKeyring): Promise<AppStorage> {
  let current = keyring;
  const backend = createStorageBackend(config);
  const plaintext = plaintextGate((await allFilesEncryptedAt(db)) === null);
  const storage = createEncryptedStorage({
    backend,
    plaintextAllowed: plaintext.allowed,
    keyring: (options) => {
      if (options?.reload && current.source === "file")
        current = loadMasterKeyring({ dataDir: config.dataDir, mayGenerate: false });
      return current;
    },
  });
  return { storage, backend, plaintext };
}
