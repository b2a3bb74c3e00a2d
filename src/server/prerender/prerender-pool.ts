import { Piscina } from "piscina";
import type { PrerenderData } from "../../client/entry-server";
import type { RenderTask, SiteFiles } from "./render-worker";

export type PageRenderer = {
  site(publicUrl: string): Promise<SiteFiles>;
  renderPage(url: string, data: PrerenderData): Promise<string>;
  close(): Promise<void>;
};

/**
 * One thread that renders public pages from dist/ssr (render-worker.ts), one page at a time: the renderer
 * fills one query cache per page. React runs its production build there whatever NODE_ENV the server has.
 * Under vitest and tsx the worker is TypeScript, loaded through tsx; built, it is dist/server/prerender-worker.js.
 */
export function createPageRenderer(distDir: string): PageRenderer {
  const source = import.meta.url.endsWith(".ts");
  const pool = new Piscina<RenderTask, string | SiteFiles>({
    filename: new URL(source ? "./render-worker.ts" : "./prerender-worker.js", import.meta.url).href,
    execArgv: source ? ["--import", "tsx"] : [],
    minThreads: 0,
    maxThreads: 1,
    // Renders come at start and after an admin changes prices; the thread gives its memory back in between.
    idleTimeout: 60_000,
    env: { ...process.env, NODE_ENV: "production" },
  });
  return {
    site: (publicUrl) => pool.run({ kind: "site", distDir, publicUrl }) as Promise<SiteFiles>,
    renderPage: (url, data) => pool.run({ kind: "page", distDir, url, data }) as Promise<string>,
    close: () => pool.destroy(),
  };
}
