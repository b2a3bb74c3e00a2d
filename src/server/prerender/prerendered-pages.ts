import fs from "node:fs";
import path from "node:path";
import type { PrerenderData } from "../../client/entry-server";
import { localizedPath, prerenderedPage } from "../../shared/public-pages";
import type { Executor } from "../db/client";
import { type ClientFile, htmlPage } from "../http/static-client";
import { getSiteInfo } from "../marketing/get-site-info";
import { ratingsSummary } from "../marketing/ratings-summary";
import { loadCatalog } from "../pricing/load-catalog";
import { createPageRenderer } from "./prerender-pool";

// docs/decisions/015-prerendering.md: the public pages are HTML with their content, metadata and
// JSON-LD. The build writes them with the published prices; prices and company details can be changed by an
// administrator, so the live data is compared with the build's and a page is rendered from the live data when
// they differ. The live data is read again after any admin change on this instance and at most
// DATA_MAX_AGE_MS later for changes made through another instance, so a page does not go on advertising a
// price POST /api/quote no longer charges.

const DATA_MAX_AGE_MS = 5_000;

export type PrerenderedPages = {
  /** The prerendered page at this path ("/", "/tr/pricing", "/faq/") with its compressed forms, or null if it is not one. */
  resolvePrerenderedPage(pathname: string): Promise<ClientFile | null>;
  /** Forgets the live data read so far (after an administrator changed prices or settings). */
  invalidate(): void;
  sitemapXml: string;
  robotsTxt: string;
  /** Stops the renderer's thread. */
  close(): Promise<void>;
};

type BuildManifest = { data: PrerenderData };

/** JSON with sorted keys, so equal data always compares equal whatever order the fields were built in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Reads dist/prerendered and dist/ssr (npm run build); null when the build has no prerendered pages. */
export async function loadPrerenderedPages(options: {
  db: Executor;
  publicUrl: string;
  paymentsMode: "live" | "test";
  distDir: string;
}): Promise<PrerenderedPages | null> {
  const { db, publicUrl, paymentsMode, distDir } = options;
  const pagesDir = path.join(distDir, "prerendered");
  const entryFile = path.join(distDir, "ssr/entry-server.js");
  if (!fs.existsSync(path.join(pagesDir, "manifest.json")) || !fs.existsSync(entryFile)) return null;

  const renderer = createPageRenderer(distDir);
  const site = await renderer.site(publicUrl);
  const manifest = JSON.parse(fs.readFileSync(path.join(pagesDir, "manifest.json"), "utf8")) as BuildManifest;
  const builtKey = stableJson(manifest.data);
  const built = new Map<string, ClientFile>();
  const rendered = new Map<string, { key: string; page: ClientFile }>();
  let rendering: Promise<unknown> = Promise.resolve();

  let current: { readAt: number; data: Promise<PrerenderData> } | null = null;

  async function readLiveData(): Promise<PrerenderData> {
    const [catalog, siteInfo, ratings] = await Promise.all([loadCatalog(db), getSiteInfo(db), ratingsSummary(db)]);
    return {
      origin: publicUrl,
      catalog,
      siteInfo: { ...siteInfo, paymentsMode, ratings },
      year: new Date().getFullYear(),
    };
  }

  function liveData(): Promise<PrerenderData> {
    if (!current || Date.now() - current.readAt > DATA_MAX_AGE_MS) {
      const entry = { readAt: Date.now(), data: readLiveData() };
      entry.data.catch(() => {
        if (current === entry) current = null;
      });
      current = entry;
    }
    return current.data;
  }

  async function resolvePrerenderedPage(pathname: string): Promise<ClientFile | null> {
    const page = prerenderedPage(pathname);
    if (!page) return null;
    const url = localizedPath(page.path, page.language);
    const data = await liveData();
    const key = stableJson(data);
    if (key === builtKey) {
      let file = built.get(url);
      if (file === undefined) {
        // Read once, with the .br/.gz scripts/compress-client.mjs wrote beside it: no file-system call per request.
        const htmlPath = path.join(pagesDir, url, "index.html");
        const beside = (suffix: string) =>
          fs.existsSync(htmlPath + suffix) ? fs.readFileSync(htmlPath + suffix) : undefined;
        file = htmlPage(fs.readFileSync(htmlPath), { br: beside(".br"), gzip: beside(".gz") });
        built.set(url, file);
      }
      return file;
    }
    const cached = rendered.get(url);
    if (cached?.key === key) return cached.page;
    // One render at a time: the prerenderer fills the client's single query cache for the page it renders.
    const next = rendering.then(() => renderer.renderPage(url, data));
    rendering = next.catch(() => undefined);
    const fresh = htmlPage(Buffer.from(await next));
    rendered.set(url, { key, page: fresh });
    return fresh;
  }

  // Rendered once in the background at start, the home pages first: the first visitor does not wait for the
  // renderer's modules to load and warm up. A failure here shows up again, and is logged, on a real request.
  setImmediate(async () => {
    const isHome = (url: string) => (url === "/" || url === "/tr" ? 1 : 0);
    const urls = [...site.urls].sort((a, b) => isHome(b) - isHome(a));
    for (const url of urls) await resolvePrerenderedPage(url).catch(() => undefined);
  });

  const invalidate = () => {
    current = null;
  };
  return {
    resolvePrerenderedPage,
    invalidate,
    sitemapXml: site.sitemapXml,
    robotsTxt: site.robotsTxt,
    close: () => renderer.close(),
  };
}
