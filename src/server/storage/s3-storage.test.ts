import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { randomBytes } from "node:crypto";
import { StorageNotFoundError, type FileStorage } from "./file-storage";
import { createEncryptedStorage } from "./encrypted-storage";
import { FileIntegrityError, generateMasterKey } from "./file-encryption";
import { keyringFromEnvironment } from "./master-keys";
import { createS3Storage } from "./s3-storage";
import { newStorageKey } from "./storage-key";
import { sweepStorage } from "./sweep-storage";
import { finishAccountErasure } from "../account-deletion/finish-account-erasure";
import { accountErasures } from "../db/schema/account-data";
import { ORPHAN_GRACE_MS } from "../../shared/storage-sweep";
import { openTestDatabase } from "../../../tests/support/test-database";

const BUCKET = "bosphorus-test";
const NO_SUCH_KEY_XML =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

type SeenRequest = { method: string; path: string; contentType?: string };

/** Just enough of the S3 REST API (path-style) to check what the SDK actually sends over HTTP. */
function createFakeS3Server() {
  const objects = new Map<string, { body: Buffer; contentType: string; lastModified: Date }>();
  // Multipart uploads in progress: upload id → the object path, its type and its parts by number.
  const uploads = new Map<string, { path: string; contentType: string; parts: Map<number, Buffer> }>();
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const objectPath = decodeURIComponent(url.pathname);
      seen.push({ method: req.method ?? "", path: objectPath, contentType: req.headers["content-type"] });
      const object = objects.get(objectPath);
      const uploadId = url.searchParams.get("uploadId");
      if (req.method === "POST" && url.searchParams.has("uploads")) {
        const id = `upload-${uploads.size + 1}-${Date.now()}`;
        uploads.set(id, { path: objectPath, contentType: req.headers["content-type"] ?? "", parts: new Map() });
        const [, bucket, ...key] = objectPath.split("/");
        return res
          .writeHead(200, { "Content-Type": "application/xml" })
          .end(
            `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key.join("/")}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
          );
      }
      if (uploadId) {
        const upload = uploads.get(uploadId);
        if (!upload)
          return res
            .writeHead(404, { "Content-Type": "application/xml" })
            .end("<Error><Code>NoSuchUpload</Code></Error>");
        if (req.method === "PUT") {
          const number = Number(url.searchParams.get("partNumber"));
          upload.parts.set(number, Buffer.concat(chunks));
          return res.writeHead(200, { ETag: `"part-${number}"` }).end();
        }
        if (req.method === "POST") {
          const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
          objects.set(upload.path, {
            body: Buffer.concat(numbers.map((n) => upload.parts.get(n)!)),
            contentType: upload.contentType,
            lastModified: new Date(),
          });
          uploads.delete(uploadId);
          return res
            .writeHead(200, { "Content-Type": "application/xml" })
            .end(`<CompleteMultipartUploadResult><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
        }
        if (req.method === "DELETE") {
          uploads.delete(uploadId);
          return res.writeHead(204).end();
        }
      }
      switch (req.method) {
        case "PUT":
          objects.set(objectPath, {
            body: String(req.headers["content-encoding"]).includes("aws-chunked")
              ? decodeAwsChunked(Buffer.concat(chunks))
              : Buffer.concat(chunks),
            contentType: req.headers["content-type"] ?? "",
            lastModified: new Date(),
          });
          return res.writeHead(200, { ETag: '"fake-etag"' }).end();
        case "GET":
          if (url.searchParams.get("list-type") === "2")
            return res
              .writeHead(200, { "Content-Type": "application/xml" })
              .end(listObjectsV2(objects, objectPath, url.searchParams));
          if (!object) return res.writeHead(404, { "Content-Type": "application/xml" }).end(NO_SUCH_KEY_XML);
          return res
            .writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.body.length })
            .end(object.body);
        case "HEAD":
          if (!object) return res.writeHead(404).end();
          return res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.body.length }).end();
        case "DELETE":
          objects.delete(objectPath);
          return res.writeHead(204).end();
        default:
          return res.writeHead(405).end();
      }
    });
  });
  return { server, objects, uploads, seen };
}

/**
 * A streamed upload's body as S3 reads it: "aws-chunked" content encoding, each chunk "<hex size>[;ext]\r\n<bytes>\r\n",
 * ending with a 0-size chunk and the checksum trailer.
 */
function decodeAwsChunked(encoded: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = encoded.indexOf("\r\n", offset);
    const size = parseInt(encoded.subarray(offset, lineEnd).toString("latin1").split(";")[0]!, 16);
    if (!size) return Buffer.concat(parts);
    parts.push(encoded.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

/** ListObjectsV2 over the fake's objects, two keys per page so that paging is exercised. */
function listObjectsV2(
  objects: Map<string, { body: Buffer; lastModified: Date }>,
  bucketPath: string,
  query: URLSearchParams,
): string {
  const bucketPrefix = `${bucketPath.replace(/\/$/, "")}/`;
  const prefix = query.get("prefix") ?? "";
  const keys = [...objects.keys()]
    .filter((path) => path.startsWith(bucketPrefix + prefix))
    .map((path) => path.slice(bucketPrefix.length))
    .sort();
  const start = Number(query.get("continuation-token") ?? "0");
  const page = keys.slice(start, start + 2);
  const truncated = start + 2 < keys.length;
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${key}</Key><LastModified>${objects.get(bucketPrefix + key)!.lastModified.toISOString()}</LastModified><Size>${objects.get(bucketPrefix + key)!.body.length}</Size></Contents>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${BUCKET}</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ""}${contents}</ListBucketResult>`;
}

const fake = createFakeS3Server();
let storage: FileStorage;
/** The same bucket with 64 KiB parts, so a stream of a few hundred KiB goes as a multipart upload. */
let smallParts: FileStorage;

beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
  const { port } = fake.server.address() as AddressInfo;
  storage = createS3Storage({
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "test-access-key",
    secretAccessKey: "test-secret-key",
    forcePathStyle: true,
  });
  smallParts = createS3Storage({
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "test-access-key",
    secretAccessKey: "test-secret-key",
    forcePathStyle: true,
    partSize: 64 * 1024,
  });
});

afterAll(async () => {
  // The SDK keeps connections alive; close them so the server can stop.
  fake.server.closeAllConnections();
  await new Promise((resolve) => fake.server.close(resolve));
});

describe("createS3Storage", () => {
  it("round-trips an object over the S3 protocol", async () => {
    const key = newStorageKey("documents");
    const body = Buffer.from("%PDF-1.7 birth certificate");

    await storage.put(key, body, "application/pdf");

    expect(storage.kind).toBe("s3");
    expect(fake.seen.at(-1)).toEqual({ method: "PUT", path: `/${BUCKET}/${key}`, contentType: "application/pdf" });
    expect(fake.objects.get(`/${BUCKET}/${key}`)?.body).toEqual(body);

    expect(await storage.exists(key)).toBe(true);
    expect(fake.seen.at(-1)).toMatchObject({ method: "HEAD", path: `/${BUCKET}/${key}` });

    expect(await storage.get(key)).toEqual(body);
    expect(fake.seen.at(-1)).toMatchObject({ method: "GET", path: `/${BUCKET}/${key}` });

    await storage.delete(key);
    expect(fake.seen.at(-1)).toMatchObject({ method: "DELETE", path: `/${BUCKET}/${key}` });
    expect(fake.objects.has(`/${BUCKET}/${key}`)).toBe(false);
    expect(await storage.exists(key)).toBe(false);
  });

  it("uploads a file from disk with its length and streams it back (data export ZIPs)", async () => {
    const key = newStorageKey("exports");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-s3-put-file-"));
    try {
      const source = path.join(dir, "export.zip");
      const body = Buffer.alloc(2 * 1024 * 1024 + 5, 3);
      fs.writeFileSync(source, body);
      await storage.put(key, fs.createReadStream(source), "application/zip");
      expect(fake.seen.at(-1)).toEqual({ method: "PUT", path: `/${BUCKET}/${key}`, contentType: "application/zip" });
      // Buffer.equals: a deep toEqual walks 2 MB byte by byte.
      expect(fake.objects.get(`/${BUCKET}/${key}`)?.body.equals(body)).toBe(true);
      expect((await buffer(await storage.getStream(key))).equals(body)).toBe(true);
      await storage.delete(key);
      await expect(storage.getStream(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reports a missing object as StorageNotFoundError and exists() false", async () => {
    const key = newStorageKey("translations");
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.exists(key)).toBe(false);
  });

  it("lists every object under a prefix across pages, with its last-modified time, skipping keys that are not ours", async () => {
    const keys = [newStorageKey("notarized"), newStorageKey("notarized"), newStorageKey("notarized")];
    for (const key of keys) await storage.put(key, Buffer.from("scan"), "application/pdf");
    await storage.put(newStorageKey("documents"), Buffer.from("other prefix"), "application/pdf");
    const stamped = new Date("2026-01-02T03:04:05.000Z");
    fake.objects.get(`/${BUCKET}/${keys[0]}`)!.lastModified = stamped;
    fake.objects.set(`/${BUCKET}/notarized/stray.txt`, {
      body: Buffer.from("not ours"),
      contentType: "text/plain",
      lastModified: stamped,
    });

    const listed = await storage.list("notarized");
    expect(listed.map((file) => file.key).sort()).toEqual([...keys].sort());
    expect(listed.find((file) => file.key === keys[0])?.lastModified.toISOString()).toBe(stamped.toISOString());
    expect(
      fake.seen.filter((request) => request.method === "GET" && request.path.replace(/\/$/, "") === `/${BUCKET}`)
        .length,
    ).toBeGreaterThanOrEqual(2);
    expect(await storage.removeTemporaryFiles(new Date())).toBe(0);
  });

  it("the sweep deletes an old unreferenced object and keeps a young one", async () => {
    const database = await openTestDatabase();
    try {
      const old = newStorageKey("translators");
      const young = newStorageKey("translators");
      await storage.put(old, Buffer.from("cv"), "application/pdf");
      await storage.put(young, Buffer.from("cv"), "application/pdf");
      fake.objects.get(`/${BUCKET}/${old}`)!.lastModified = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);

      const result = await sweepStorage({ db: database.db, storage });
      expect(result.orphanedFiles).toContain(old);
      expect(result.orphanedFiles).not.toContain(young);
      expect(fake.objects.has(`/${BUCKET}/${old}`)).toBe(false);
      expect(fake.objects.has(`/${BUCKET}/${young}`)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("deletes a deleted account's files from the bucket after the deletion's commit (account-deletion/finish-account-erasure.ts)", async () => {
    const database = await openTestDatabase();
    try {
      const keys = [newStorageKey("documents"), newStorageKey("translations"), newStorageKey("certificates")];
      for (const key of keys) await storage.put(key, Buffer.from("customer file"), "application/pdf");
      // What the deletion's transaction records (delete-account.ts); one key was never stored: deleting it is a no-op.
      const missing = newStorageKey("notarized");
      const [erasure] = await database.db
        .insert(accountErasures)
        .values({ userId: 1, fileKeys: [...keys, missing] })
        .returning();
      const result = await finishAccountErasure({ db: database.db, storage, erasureId: erasure!.id });
      expect(result).toEqual({ filesLeft: 0, done: true });
      for (const key of [...keys, missing])
        expect(fake.seen.some((request) => request.method === "DELETE" && request.path === `/${BUCKET}/${key}`)).toBe(
          true,
        );
      for (const key of keys) expect(fake.objects.has(`/${BUCKET}/${key}`)).toBe(false);
    } finally {
      await database.close();
    }
  });

  it("rejects an invalid key without sending a request", async () => {
    const requestsBefore = fake.seen.length;
    await expect(storage.put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow("Invalid storage key");
    expect(fake.seen.length).toBe(requestsBefore);
  });
});

describe("encrypted storage over S3 (docs/decisions/029-customer-files.md)", () => {
  const keyring = keyringFromEnvironment(generateMasterKey());
  const PASSPORT = Buffer.from("%PDF-1.7 Passport of Ayşe Yılmaz, number U12345678");

  it("puts no plaintext in the bucket, keeps the wrapped data key beside the object, and reads it back", async () => {
    const encrypted = createEncryptedStorage({ backend: storage, keyring: () => keyring });
    const key = newStorageKey("documents");
    await encrypted.put(key, PASSPORT, "application/pdf");
    const object = fake.objects.get(`/${BUCKET}/${key}`)!;
    expect(object.body.subarray(0, 4).toString()).toBe("BTFE");
    expect(object.body.includes(Buffer.from("U12345678"))).toBe(false);
    expect(fake.objects.has(`/${BUCKET}/keys/${key}`)).toBe(true);
    expect(await encrypted.get(key)).toEqual(PASSPORT);

    object.body[object.body.length - 3] ^= 0xff;
    await expect(encrypted.get(key)).rejects.toBeInstanceOf(FileIntegrityError);

    await encrypted.delete(key);
    expect(fake.objects.has(`/${BUCKET}/${key}`)).toBe(false);
    expect(fake.objects.has(`/${BUCKET}/keys/${key}`)).toBe(false);
  });

  it("streams a larger file up in parts (one part in memory at a time) and down again", async () => {
    const encrypted = createEncryptedStorage({ backend: smallParts, keyring: () => keyring });
    const key = newStorageKey("translations");
    const body = randomBytes(300 * 1024);
    const partsBefore = fake.seen.filter(
      (request) => request.method === "PUT" && request.path === `/${BUCKET}/${key}`,
    ).length;
    await encrypted.put(key, Readable.from([body.subarray(0, 100_000), body.subarray(100_000)]), "application/pdf");
    // 300 KiB of ciphertext in 64 KiB parts: five parts and a completion, no single PUT of the whole.
    expect(
      fake.seen.filter((request) => request.method === "PUT" && request.path === `/${BUCKET}/${key}`).length -
        partsBefore,
    ).toBe(5);
    expect(fake.uploads.size).toBe(0);
    expect(fake.objects.get(`/${BUCKET}/${key}`)!.body.includes(body.subarray(5000, 5100))).toBe(false);
    const chunks: Buffer[] = [];
    for await (const chunk of await encrypted.getStream(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(body);
  });

  it("aborts the multipart upload when the stream fails, leaving no object", async () => {
    const key = newStorageKey("translations");
    async function* failing() {
      yield randomBytes(200 * 1024);
      throw new Error("the source broke");
    }
    const abortsBefore = fake.seen.filter(
      (request) => request.method === "DELETE" && request.path === `/${BUCKET}/${key}`,
    ).length;
    await expect(smallParts.put(key, Readable.from(failing()), "application/pdf")).rejects.toThrow("the source broke");
    expect(fake.objects.has(`/${BUCKET}/${key}`)).toBe(false);
    expect(
      fake.seen.filter((request) => request.method === "DELETE" && request.path === `/${BUCKET}/${key}`).length,
    ).toBe(abortsBefore + 1);
    expect(fake.uploads.size).toBe(0);
  });
});
