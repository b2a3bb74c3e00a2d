import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { StoredFileInfo } from "../../shared/storage-sweep";
import { StorageNotFoundError, type FileStorage } from "./file-storage";
import { assertValidStorageKey, isValidStorageKey } from "./storage-key";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, ...); unset means AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/** Files in an S3 (or S3-compatible) bucket, one object per key. */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket: Bucket, accessKeyId, secretAccessKey } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (environment, instance role, ...).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });

  return {
    kind: "s3",

    async put(Key, body, contentType) {
      assertValidStorageKey(Key);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType }));
    },

    // A stream with its length: PutObject needs ContentLength for a body it cannot measure.
    async putFile(Key, filePath, contentType) {
      assertValidStorageKey(Key);
      const { size } = await fs.stat(filePath);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: createReadStream(filePath), ContentLength: size, ContentType: contentType }));
    },

    async get(Key) {
      assertValidStorageKey(Key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!object.Body) throw new StorageNotFoundError(Key);
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissingObjectError(error)) throw new StorageNotFoundError(Key);
        throw error;
      }
    },

    async getStream(Key) {
      assertValidStorageKey(Key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!object.Body) throw new StorageNotFoundError(Key);
        // In Node the SDK's body is an http.IncomingMessage (a Readable) with helpers mixed in.
        return object.Body instanceof Readable ? object.Body : Readable.fromWeb(object.Body.transformToWebStream() as never);
      } catch (error) {
        if (isMissingObjectError(error)) throw new StorageNotFoundError(Key);
        throw error;
      }
    },

    async exists(Key) {
      assertValidStorageKey(Key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissingObjectError(error)) return false;
        throw error;
      }
    },

    async delete(Key) {
      assertValidStorageKey(Key);
      // S3 answers 204 whether or not the object existed, so deleting a missing key is already a no-op.
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },

    async list(prefix) {
      const found: StoredFileInfo[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          // Objects someone else put in the bucket under our prefixes are not ours to judge: only our key shape counts.
          if (object.Key && object.LastModified && isValidStorageKey(object.Key)) found.push({ key: object.Key, lastModified: object.LastModified });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },

    // PutObject is all-or-nothing: a killed upload leaves no partial object behind.
    async removeTemporaryFiles() {
      return 0;
    },
  };
}

/** HEAD responses have no body, so a missing object there is only "NotFound"/404. A missing bucket is a setup error, not a missing file. */
function isMissingObjectError(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === "NoSuchBucket") return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === "NoSuchKey" || error.name === "NotFound" || status === 404;
}
