// Decision 015: prerenders the public pages at build time (after `vite build` and `vite build --ssr`).
// Writes dist/prerendered/<url>/index.html for every page in English and Turkish, sitemap.xml, robots.txt and
// manifest.json (the data the pages were rendered from). The server serves these
// files, and renders a page again with dist/ssr/entry-server.js when its live data differs
// (docs/decisions/015-prerendering.md).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT_DIR = path.join(ROOT, "dist/client");
const OUT_DIR = path.join(ROOT, "dist/prerendered");

const ssr = await import(pathToFileURL(path.join(ROOT, "dist/ssr/entry-server.js")).href);
const template = ssr.inlineStylesheets(fs.readFileSync(path.join(CLIENT_DIR, "index.html"), "utf8"), (href) =>
  fs.readFileSync(path.join(CLIENT_DIR, href), "utf8"),
);

const origin = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? "5000"}`).replace(/\/+$/, "");
const data = {
  origin,
  catalog: ssr.DEFAULT_CATALOG,
  siteInfo: ssr.DEFAULT_SITE_INFO_RESPONSE,
  year: new Date().getFullYear(),
};

fs.rmSync(OUT_DIR, { recursive: true, force: true });
const urls = ssr.allPrerenderedUrls();
for (const url of urls) {
  const html = await ssr.renderPage(url, data, template);
  const file = path.join(OUT_DIR, url, "index.html");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}
fs.writeFileSync(path.join(OUT_DIR, "sitemap.xml"), ssr.sitemapXml(origin));
fs.writeFileSync(path.join(OUT_DIR, "robots.txt"), ssr.robotsTxt(origin));
fs.writeFileSync(path.join(OUT_DIR, "manifest.json"), JSON.stringify({ data }, null, 2));
console.log(`prerendered ${urls.length} pages to dist/prerendered (${origin})`);
