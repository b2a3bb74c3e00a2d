import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isClientRoute } from "../../shared/client-routes";
import { LANGUAGES, type Language } from "../../shared/i18n/languages";
import { splitLanguagePath } from "../../shared/public-pages";
import type { SendPrerenderedPage } from "../prerender/serve-prerendered";
import { sendRouteNotFound } from "./error-handler";
import { localizedShell, requestLanguage } from "./html-language";

/**
 * The built client (dist/client) served from memory (docs/decisions/013-caches-static-files-and-per-user-limits.md): every file read once at start with its ETag and
 * its brotli and gzip forms (the .br/.gz written by scripts/compress-client.mjs at build time, else made now), so
 * a request costs no file-system call. Vite's content-hashed files under /assets/ never change under their name:
 * they are cached for a year as immutable; index.html is revalidated on every load (no-cache) so a deploy shows at once.
 */
export type ClientFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
};

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};
/** Already-compressed formats (fonts, images) gain nothing from brotli/gzip. */
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".webmanifest",
  ".svg",
  ".txt",
  ".xml",
  ".ico",
]);
const MIN_COMPRESS_BYTES = 512;
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files (robots.txt and the like): as @fastify/static served them before. */
const UNHASHED = "public, max-age=3600";

function walk(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, base);
    return entry.isFile() ? [full] : [];
  });
}

/** Reads every file under `dir` into memory, keyed by URL path ("/assets/index-abc.js"). */
export function loadClientFiles(dir: string): Map<string, ClientFile> {
  const files = new Map<string, ClientFile>();
  for (const full of walk(dir)) {
    if (full.endsWith(".br") || full.endsWith(".gz")) continue;
    const urlPath = "/" + path.relative(dir, full).split(path.sep).join("/");
    const ext = path.extname(full).toLowerCase();
    const body = fs.readFileSync(full);
    const compress = COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES;
    const precompressed = (suffix: string) =>
      fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined;
    files.set(urlPath, {
      body,
      // Built without scripts/compress-client.mjs (tests, a hand-made dist): compressed now, at a quicker level.
      br: compress
        ? (precompressed(".br") ??
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }))
        : undefined,
      gzip: compress ? (precompressed(".gz") ?? zlib.gzipSync(body, { level: 9 })) : undefined,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      contentType: CONTENT_TYPES[ext] ?? "application/octet-stream",
      cacheControl: urlPath === "/index.html" ? "no-cache" : urlPath.startsWith("/assets/") ? IMMUTABLE : UNHASHED,
    });
  }
  return files;
}

/**
 * An HTML page kept in memory with its ETag and compressed forms: the build's .br/.gz when given, else compressed
 * now at a quick brotli level (pages rendered at run time from changed prices).
 */
export function htmlPage(body: Buffer, precompressed: { br?: Buffer; gzip?: Buffer } = {}): ClientFile {
  return {
    body,
    br: precompressed.br ?? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip: precompressed.gzip ?? zlib.gzipSync(body, { level: 6 }),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    contentType: CONTENT_TYPES[".html"]!,
    cacheControl: "no-cache",
  };
}

/** The shell kept once per language and for the Not Found page: its own <html lang>, title and description. */
type Shells = Record<Language, { page: ClientFile; notFound: ClientFile }>;

function shellsPerLanguage(index: ClientFile): Shells {
  const variant = (language: Language, notFound: boolean): ClientFile => {
    const body = Buffer.from(localizedShell(index.body.toString("utf8"), language, notFound));
    return {
      ...index,
      body,
      br: index.br ? zlib.brotliCompressSync(body) : undefined,
      gzip: index.gzip ? zlib.gzipSync(body, { level: 9 }) : undefined,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    };
  };
  const shells = {} as Shells;
  for (const language of LANGUAGES)
    shells[language] = { page: variant(language, false), notFound: variant(language, true) };
  return shells;
}

/** True when Accept-Encoding lists `coding` without q=0. */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  for (const part of header.split(",")) {
    const [name, ...params] = part.split(";");
    if (name!.trim().toLowerCase() !== coding) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

export function sendClientFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ClientFile,
  status = 200,
  vary: string[] = [],
) {
  reply.header("etag", file.etag).header("cache-control", file.cacheControl);
  if (file.br || file.gzip) vary = ["accept-encoding", ...vary];
  if (vary.length > 0) reply.header("vary", vary.join(", "));
  if (status === 200 && request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  const accept = request.headers["accept-encoding"];
  let body = file.body;
  if (file.br && acceptsEncoding(accept, "br")) {
    body = file.br;
    reply.header("content-encoding", "br");
  } else if (file.gzip && acceptsEncoding(accept, "gzip")) {
    body = file.gzip;
    reply.header("content-encoding", "gzip");
  }
  return reply.code(status).type(file.contentType).send(body);
}

/** The SPA: every built file at its path, and index.html for the client router's pages (404 for the rest). */
export function serveBuiltClient(
  app: FastifyInstance,
  dir: string,
  sendPrerendered: SendPrerenderedPage | null = null,
): void {
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    throw new Error(`The client is not built (${dir} is missing). Run "npm run build" first.`);
  }
  const files = loadClientFiles(dir);
  const shells = shellsPerLanguage(files.get("/index.html")!);
  // The shell says its language in <html lang>, title and description: a /tr URL is Turkish, else the
  // visitor's `lang` cookie, else Accept-Language.
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    const urlLanguage = splitLanguagePath(request.url.split("?")[0]!).language;
    const language = urlLanguage === "tr" ? "tr" : requestLanguage(request.cookies, request.headers["accept-language"]);
    const shell = status === 404 ? shells[language].notFound : shells[language].page;
    return sendClientFile(request, reply, shell, status, ["cookie", "accept-language"]);
  };
  // The prerendered public pages (home included) come first; the shell serves every other client page.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    if (sendPrerendered && (await sendPrerendered(request, reply))) return reply;
    return sendIndex(request, reply, status);
  };
  for (const [urlPath, file] of files) {
    if (urlPath === "/index.html") app.get(urlPath, (request, reply) => sendIndex(request, reply));
    else app.get(urlPath, (request, reply) => sendClientFile(request, reply, file));
  }
  app.get("/", (request, reply) => sendPage(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0]!;
    // A missing asset (e.g. an old hashed bundle after a deploy) must 404, not come back as index.html.
    const isFile = /\.[A-Za-z0-9]+$/.test(pathname);
    if (pathname.startsWith("/api/") || (request.method !== "GET" && request.method !== "HEAD") || isFile)
      return sendRouteNotFound(request, reply);
    // A page the client router does not know answers 404 (the client then shows its Not Found page).
    return sendPage(request, reply, isClientRoute(pathname) ? 200 : 404);
  });
}
