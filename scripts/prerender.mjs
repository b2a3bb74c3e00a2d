// Decision 015: prerenders the public pages at build time (after `vite build` and `vite build --ssr`).
// Writes dist/prerendered/<url>/index.html for every page in English and Turkish, sitemap.xml, robots.txt and
// manifest.json (the data the pages were rendered from and each page's chunk preloads). The server serves these
// files, and renders a page again with dist/ssr/entry-server.js when its live data differs
// (docs/decisions/015-prerendering.md).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT_DIR = path.join(ROOT, "dist/client");
const OUT_DIR = path.join(ROOT, "dist/prerendered");
const VITE_MANIFEST = path.join(CLIENT_DIR, ".vite/manifest.json");
// The manifest is a build detail, not something to serve from dist/client: it is moved here.
const KEPT_MANIFEST = path.join(ROOT, "dist/client-manifest.json");

const ssr = await import(pathToFileURL(path.join(ROOT, "dist/ssr/entry-server.js")).href);
const template = ssr.inlineStylesheets(fs.readFileSync(path.join(CLIENT_DIR, "index.html"), "utf8"), (href) => fs.readFileSync(path.join(CLIENT_DIR, href), "utf8"));

// Each page's chunk and the chunks it imports, minus what index.html already loads.
if (fs.existsSync(VITE_MANIFEST)) {
  fs.renameSync(VITE_MANIFEST, KEPT_MANIFEST);
  fs.rmSync(path.join(CLIENT_DIR, ".vite"), { recursive: true, force: true });
}
const manifest = JSON.parse(fs.readFileSync(KEPT_MANIFEST, "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const collect = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
  return files;
};
const entryFiles = collect(entryKey);
const preloads = {};
for (const pagePath of ssr.PRERENDERED_PATHS) {
  const key = ssr.pageModule(pagePath);
  if (!manifest[key]) throw new Error(`${key} (the page of ${pagePath}) is not in the client build`);
  preloads[key] = [...collect(key)].filter((file) => !entryFiles.has(file));
}

const origin = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? "5000"}`).replace(/\/+$/, "");
const data = { origin, catalog: ssr.DEFAULT_CATALOG, siteInfo: ssr.DEFAULT_SITE_INFO_RESPONSE, year: new Date().getFullYear() };

fs.rmSync(OUT_DIR, { recursive: true, force: true });
const urls = ssr.allPrerenderedUrls();
for (const url of urls) {
  const html = await ssr.renderPage(url, data, template, preloads);
  const file = path.join(OUT_DIR, url, "index.html");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}
fs.writeFileSync(path.join(OUT_DIR, "sitemap.xml"), ssr.sitemapXml(origin));
fs.writeFileSync(path.join(OUT_DIR, "robots.txt"), ssr.robotsTxt(origin));
fs.writeFileSync(path.join(OUT_DIR, "manifest.json"), JSON.stringify({ data, preloads }, null, 2));
console.log(`prerendered ${urls.length} pages to dist/prerendered (${origin})`);
