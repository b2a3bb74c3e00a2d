import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as EntryServer from "../../client/entry-server";
import type { PrerenderData } from "../../client/entry-server";

// The public-page renderer runs in a worker thread of its own (prerender-pool.ts): React's server renderer
// turns on an AsyncLocalStorage the first time it renders, and in the main thread that would tax every promise
// of every request for the rest of the process's life (docs/performance.md: about a tenth of the CPU).

export type RenderTask =
  | { kind: "site"; distDir: string; publicUrl: string }
  | { kind: "page"; distDir: string; url: string; data: PrerenderData };

export type SiteFiles = { sitemapXml: string; robotsTxt: string; urls: string[] };

let loaded: Promise<{ ssr: typeof EntryServer; template: string }> | null = null;

function load(distDir: string) {
  loaded ??= (async () => {
    const ssr = (await import(pathToFileURL(path.join(distDir, "ssr/entry-server.js")).href)) as typeof EntryServer;
    const template = ssr.inlineStylesheets(fs.readFileSync(path.join(distDir, "client/index.html"), "utf8"), (href) =>
      fs.readFileSync(path.join(distDir, "client", href), "utf8"),
    );
    return { ssr, template };
  })();
  return loaded;
}

export default async function render(task: RenderTask): Promise<string | SiteFiles> {
  const { ssr, template } = await load(task.distDir);
  if (task.kind === "site")
    return {
      sitemapXml: ssr.sitemapXml(task.publicUrl),
      robotsTxt: ssr.robotsTxt(task.publicUrl),
      urls: ssr.allPrerenderedUrls(),
    };
  return ssr.renderPage(task.url, task.data, template);
}
