import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { prerenderedPage } from "../../shared/public-pages";
import type { AppDeps } from "../app-deps";
import { sendClientFile } from "../http/static-client";
import { LANGUAGE_COOKIE, languageRedirect } from "./language-redirect";
import { loadPrerenderedPages } from "./prerendered-pages";

// Prerendered public pages, sitemap.xml and robots.txt (docs/decisions/015-prerendering.md).

/** Answers a prerendered page (or its language redirect); false when the path is not a prerendered page. */
export type SendPrerenderedPage = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export async function registerPrerenderedPages(
  app: FastifyInstance,
  deps: AppDeps,
  distDir: string,
): Promise<SendPrerenderedPage | null> {
  const prerendered = await loadPrerenderedPages({
    db: deps.db,
    publicUrl: deps.config.publicUrl,
    paymentsMode: deps.config.paymentsMode,
    distDir,
  });
  if (!prerendered) {
    app.log.warn(`${distDir}/prerendered is missing: public pages are rendered in the browser only`);
    return null;
  }
  app.addHook("onClose", () => prerendered.close());
  // Prices and company details are admin settings: the next page view reads them again.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.method !== "GET" && request.url.startsWith("/api/admin/") && reply.statusCode < 400)
      prerendered.invalidate();
    done(null, payload);
  });
  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "no-cache").send(prerendered.sitemapXml),
  );
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "no-cache").send(prerendered.robotsTxt),
  );

  return async (request, reply) => {
    const pathname = request.url.split("?")[0]!;
    if (!prerenderedPage(pathname)) return false;
    const redirect = languageRedirect(pathname, request.cookies[LANGUAGE_COOKIE], request.headers["accept-language"]);
    // The English URLs answer differently by cookie and browser language; caches must keep them apart.
    const vary = pathname.startsWith("/tr") ? [] : ["cookie", "accept-language"];
    if (redirect) {
      if (vary.length > 0) reply.header("vary", vary.join(", "));
      const search = request.url.slice(pathname.length);
      await reply.header("cache-control", "no-cache").redirect(redirect + search, 302);
      return true;
    }
    const page = await prerendered.resolvePrerenderedPage(pathname);
    if (page === null) return false;
    // From memory, compressed, with an ETag: a revisit costs a 304 (docs/performance.md).
    await sendClientFile(request, reply, page, 200, vary);
    return true;
  };
}
