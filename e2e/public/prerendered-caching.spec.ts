import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { baseUrl } from "../support/browser";

// Decision 013: the prerendered pages are served from memory, compressed, with an ETag, like the rest of the client.

/** A raw GET (node:http does not decompress): status, headers and the body bytes as sent. */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

describe("prerendered pages over HTTP", () => {
  it.each(["/tr", "/tr/pricing"])(
    "%s comes brotli- or gzip-compressed as asked, and a revisit with its ETag gets 304",
    async (path) => {
      const brotli = await get(path, { "accept-encoding": "br, gzip" });
      expect(brotli.status).toBe(200);
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers["cache-control"]).toBe("no-cache");
      const html = zlib.brotliDecompressSync(brotli.body).toString("utf8");
      expect(html).toContain('<html lang="tr"');
      expect(brotli.body.length).toBeLessThan(Buffer.byteLength(html) / 3);

      const gzip = await get(path, { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.body).toString("utf8")).toBe(html);

      const plain = await get(path);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString("utf8")).toBe(html);

      const etag = brotli.headers.etag!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(gzip.headers.etag).toBe(etag);
      const revisit = await get(path, { "if-none-match": etag, "accept-encoding": "br" });
      expect(revisit.status).toBe(304);
      expect(revisit.body.length).toBe(0);
    },
  );

  it("keeps English URLs apart by cookie and browser language in caches", async () => {
    const english = await get("/pricing", { "accept-encoding": "br", "accept-language": "en-US" });
    expect(english.status).toBe(200);
    expect(english.headers.vary).toBe("accept-encoding, cookie, accept-language");
  });
});
