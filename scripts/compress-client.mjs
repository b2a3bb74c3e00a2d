// Writes brotli (.br, maximum quality) and gzip (.gz) copies of the built client's text files next to them, so
// the server (src/server/http/static-client.ts) loads them at start instead of compressing on every request.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

// dist/client, and the prerendered public pages (dist/prerendered), which the server also keeps in memory.
const roots = ["../dist/client", "../dist/prerendered"]
  .map((dir) => path.resolve(import.meta.dirname, dir))
  .filter((dir) => fs.existsSync(dir));
// Keep in step with COMPRESSIBLE and MIN_COMPRESS_BYTES in static-client.ts.
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
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const files = roots
  .flatMap((root) => fs.readdirSync(root, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name).toLowerCase()))
  .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
let raw = 0;
let compressed = 0;
await Promise.all(
  files.map(async (file) => {
    const body = fs.readFileSync(file);
    if (body.length < 512) return;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzip(body, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    raw += body.length;
    compressed += br.length;
  }),
);
console.log(
  `client precompressed: ${files.length} files, ${(raw / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB brotli`,
);
