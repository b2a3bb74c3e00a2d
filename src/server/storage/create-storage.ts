import path from "node:path";
import type { AppConfig } from "../config";
import type { FileStorage } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";

/** S3 when a bucket is configured, otherwise files beside the embedded database in dataDir/uploads. */
export function createStorage(config: AppConfig): FileStorage {
  const { storage } = config;
  if (!storage.s3Bucket) return createLocalDiskStorage(path.join(config.dataDir, "uploads"));
  return createS3Storage({
    bucket: storage.s3Bucket,
    region: storage.s3Region,
    endpoint: storage.s3Endpoint,
    accessKeyId: storage.s3AccessKeyId,
    secretAccessKey: storage.s3SecretAccessKey,
    forcePathStyle: storage.s3ForcePathStyle,
  });
}
