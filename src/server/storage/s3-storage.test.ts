import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorageNotFoundError, type FileStorage } from "./file-storage";
import { createS3Storage } from "./s3-storage";
import { newStorageKey } from "./storage-key";

const BUCKET = "bosphorus-test";
const NO_SUCH_KEY_XML =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

type SeenRequest = { method: string; path: string; contentType?: string };

/** Just enough of the S3 REST API (path-style) to check what the SDK actually sends over HTTP. */
function createFakeS3Server() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const objectPath = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
      seen.push({ method: req.method ?? "", path: objectPath, contentType: req.headers["content-type"] });
      const object = objects.get(objectPath);
      switch (req.method) {
        case "PUT":
          objects.set(objectPath, { body: Buffer.concat(chunks), contentType: req.headers["content-type"] ?? "" });
          return res.writeHead(200, { ETag: '"fake-etag"' }).end();
        case "GET":
          if (!object) return res.writeHead(404, { "Content-Type": "application/xml" }).end(NO_SUCH_KEY_XML);
          return res.writeHead(200, { "Content-Type": object.contentType, "Content-Length": object.body.length }).end(object.body);
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
  return { server, objects, seen };
}

const fake = createFakeS3Server();
let storage: FileStorage;

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

  it("reports a missing object as StorageNotFoundError and exists() false", async () => {
    const key = newStorageKey("translations");
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.exists(key)).toBe(false);
  });

  it("rejects an invalid key without sending a request", async () => {
    const requestsBefore = fake.seen.length;
    await expect(storage.put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow("Invalid storage key");
    expect(fake.seen.length).toBe(requestsBefore);
  });
});
