import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
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
  /** Streams larger than this are uploaded in parts of this size (S3's minimum part is 5 MiB); default 8 MiB. */
  partSize?: number;
};

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

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

  const partSize = options.partSize ?? DEFAULT_PART_SIZE;

  /**
   * A stream of unknown length without holding it whole: one PutObject when it ends within the first part, else a
   * multipart upload of partSize parts (one part in memory at a time), aborted if anything fails. The object
   * appears only when the upload completes, so a reader never sees half of it.
   */
  async function putStream(Key: string, body: Readable, contentType: string) {
    const parts = chunksOf(body, partSize);
    const first = await parts.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    const second = first.done ? first : await parts.next();
    if (second.done) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: firstPart, ContentType: contentType }));
      return;
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType }));
    try {
      const uploaded: { ETag?: string; PartNumber: number }[] = [];
      const upload = async (part: Buffer) => {
        const PartNumber = uploaded.length + 1;
        const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part }));
        uploaded.push({ ETag, PartNumber });
      };
      await upload(firstPart);
      await upload(second.value);
      for (let next = await parts.next(); !next.done; next = await parts.next()) await upload(next.value);
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: uploaded } }),
      );
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  return {
    kind: "s3",

    async put(Key, body, contentType) {
      assertValidStorageKey(Key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType }));
        return;
      }
      await putStream(Key, body, contentType);
    },

    // A stream with its length: PutObject needs ContentLength for a body it cannot measure.
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
        return object.Body instanceof Readable
          ? object.Body
          : Readable.fromWeb(object.Body.transformToWebStream() as never);
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
          if (object.Key && object.LastModified && isValidStorageKey(object.Key))
            found.push({ key: object.Key, lastModified: object.LastModified });
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

/** The stream cut into Buffers of exactly `size` bytes (the last one shorter). */
async function* chunksOf(stream: AsyncIterable<Buffer | Uint8Array | string>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    let buffer = Buffer.from(chunk as Uint8Array);
    while (length + buffer.length >= size) {
      const take = size - length;
      pending.push(buffer.subarray(0, take));
      yield Buffer.concat(pending);
      pending = [];
      length = 0;
      buffer = buffer.subarray(take);
    }
    if (buffer.length > 0) {
      pending.push(buffer);
      length += buffer.length;
    }
  }
  if (length > 0) yield Buffer.concat(pending);
}

/** HEAD responses have no body, so a missing object there is only "NotFound"/404. A missing bucket is a setup error, not a missing file. */
function isMissingObjectError(error: unknown): boolean {
  if (!(error instanceof Error) || error.name === "NoSuchBucket") return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === "NoSuchKey" || error.name === "NotFound" || status === 404;
}
