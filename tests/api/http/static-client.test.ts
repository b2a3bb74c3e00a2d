import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { acceptsEncoding } from "../../../src/server/http/static-client";
import { CLIENT_ROUTES } from "../../../src/shared/client-routes";
import en from "../../../src/shared/i18n/catalogs/en";
import tr from "../../../src/shared/i18n/catalogs/tr";
import { englishLeftovers } from "../../support/english-leftovers";
import { createTestApp, type TestApp } from "../../support/test-app";

// Decision 013: the built client from memory, precompressed, with the right caching per kind of file.
let t: TestApp;
let app: FastifyInstance;
let clientDir: string;
const SCRIPT = `export const greeting = ${JSON.stringify("merhaba dünya ".repeat(200))};\n`;
// The English title and description, as src/client/index.html carries them.
const HEAD = `<title>${en.pages.home.title}</title><meta name="description" content="${en.pages.home.description}" />`;
const INDEX = `<!doctype html><html lang="en"><head>${HEAD}<script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${" ".repeat(600)}</body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "index.html"), INDEX);
  fs.writeFileSync(path.join(clientDir, "assets/index-AbC123.js"), SCRIPT);
  // As scripts/compress-client.mjs leaves it: the server must use this .br rather than compress again.
  fs.writeFileSync(path.join(clientDir, "assets/index-AbC123.js.br"), zlib.brotliCompressSync(Buffer.from(SCRIPT)));
  fs.writeFileSync(path.join(clientDir, "assets/font-Xy9.woff2"), Buffer.alloc(2000, 7));
  fs.writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *\n");
  app = await buildApp({
    db: t.db,
    config: t.config,
    mailer: t.mailer,
    storage: t.storage,
    payments: t.payments,
    identity: t.identity,
    pingDatabase: async () => {},
    serveClient: true,
    clientDir,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("built client files", () => {
  it("answers pages in the visitor's language: the lang cookie first, then Accept-Language (issue 18)", async () => {
    const turkish = await get("/dashboard", { "accept-language": "tr-TR,tr;q=0.9,en;q=0.8" });
    expect(turkish.statusCode).toBe(200);
    expect(turkish.body).toContain('<html lang="tr">');
    expect(turkish.headers.vary).toContain("accept-language");
    const chosen = await get("/dashboard", { "accept-language": "tr-TR", cookie: "lang=en" });
    expect(chosen.body).toContain('<html lang="en">');
    expect((await get("/")).body).toContain('<html lang="en">');
    expect(turkish.headers.etag).not.toBe(chosen.headers.etag);
  });

  it("serves a hashed asset as brotli, immutable for a year, with an ETag and Vary", async () => {
    const response = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("serves gzip to a client without brotli, and the plain file to one asking for neither", async () => {
    const gzip = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const refusedBrotli = await get("/assets/index-AbC123.js", { "accept-encoding": "br;q=0, gzip" });
    expect(refusedBrotli.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/index-AbC123.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await get("/assets/index-AbC123.js");
    const again = await get("/assets/index-AbC123.js", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("does not compress fonts; unhashed files are cached an hour", async () => {
    const font = await get("/assets/font-Xy9.woff2", { "accept-encoding": "br, gzip" });
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.rawPayload.length).toBe(2000);
    expect((await get("/robots.txt")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves index.html with no-cache for / and client routes, 404 with it for unknown pages, JSON 404 for missing files and API paths", async () => {
    for (const url of ["/", "/dashboard/orders", "/index.html"]) {
      const page = await get(url, { "accept-encoding": "br" });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers["cache-control"], url).toBe("no-cache");
      expect(page.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(zlib.brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX);
    }
    const unknownPage = await get("/no-such-page");
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.body).toBe(
      INDEX.replace(/<title>[^<]*/, `<title>${en.common.notFound.title}`).replace(
        /content="[^"]*"/,
        `content="${en.common.notFound.description}"`,
      ),
    );
    const missingAsset = await get("/assets/index-Old999.js");
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json().message).toMatch(/not found/);
    expect((await get("/api/nothing-here")).json().message).toBe("Route GET /api/nothing-here not found");
  });
});

/** The served <title> and meta description, as a search engine or a link preview reads them. */
function servedHead(html: string) {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  };
}

describe("served titles and descriptions (issue 42)", () => {
  it.each(CLIENT_ROUTES.map((route) => `/tr${route === "/" ? "" : route.replace(/:[A-Za-z]+/g, "7")}`))(
    "%s is served with a Turkish title and description, whatever the browser's language",
    async (url) => {
      const page = await get(url, { "accept-language": "en-US", cookie: "lang=en" });
      expect(page.statusCode).toBe(200);
      const head = servedHead(page.body);
      expect(head).toEqual({ title: tr.pages.home.title, description: tr.pages.home.description });
      expect(englishLeftovers(`${head.title}\n${head.description}`)).toEqual([]);
      expect(page.body).toContain('<html lang="tr">');
    },
  );

  it("serves the Not Found page's own title and description, in Turkish under /tr", async () => {
    const turkish = await get("/tr/no-such-page", { cookie: "lang=en" });
    expect(turkish.statusCode).toBe(404);
    expect(servedHead(turkish.body)).toEqual({
      title: "Sayfa bulunamadı | Bosphorus Translate",
      description: "Aradığınız sayfa mevcut değil.",
    });
    const english = await get("/no-such-page");
    expect(servedHead(english.body)).toEqual({
      title: "Page not found | Bosphorus Translate",
      description: "The page you are looking for does not exist.",
    });
  });

  it("keeps the English title on English pages", async () => {
    expect(servedHead((await get("/auth")).body)).toEqual({
      title: en.pages.home.title,
      description: en.pages.home.description,
    });
  });
});

describe("acceptsEncoding", () => {
  it("reads codings and q-values", () => {
    expect(acceptsEncoding("gzip, br", "br")).toBe(true);
    expect(acceptsEncoding("br;q=0", "br")).toBe(false);
    expect(acceptsEncoding("BR ; q=0.5", "br")).toBe(true);
    expect(acceptsEncoding(undefined, "gzip")).toBe(false);
    expect(acceptsEncoding("gzip", "br")).toBe(false);
  });
});
