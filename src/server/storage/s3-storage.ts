import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { StorageNotFoundError, type FileStorage } from "./file-storage";
import { assertValidStorageKey } from "./storage-key";

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
  };
}

/** HEAD responses have no body, so a missing object there is only "NotFound"/404. A missing bucket is a setup error, not a missing file. */
function isMissingObjectError(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === "NoSuchBucket") return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === "NoSuchKey" || error.name === "NotFound" || status === 404;
}
