import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export const CROSS_SITE_MESSAGE = "Cross-site request refused";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Stripe's servers call these: no cookies, no browser, and every body is signature-checked. */
const EXEMPT_PATHS = new Set(["/api/stripe/webhook", "/api/stripe/identity-webhook"]);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Whether a state-changing API request comes from a page of another site (docs/security.md: CSRF). */
export function isCrossSiteRequest(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site") return true;
  // Set by the browser itself and impossible for a page to forge.
  if (fetchSite === "same-origin") return false;
  const origin = request.headers.origin;
  // No Origin: not a browser's cross-site request (curl, server-to-server, tests); every current browser sends
  // Origin on a cross-origin POST/PUT/PATCH/DELETE.
  if (origin === undefined) return false;
  if (trustedOrigins.has(origin)) return false;
  // The app's own host, whatever the scheme: behind a TLS proxy without TRUST_PROXY the server sees http.
  const parsed = originOf(origin);
  return !parsed || new URL(parsed).host !== request.host;
}

/**
 * Refuses state-changing /api requests made by another site's page with 403 before the body is read.
 * The own origin is the Host header's; publicUrl and ALLOWED_ORIGINS add more.
 */
export const crossSiteGuardPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; allowedOrigins: string[] }) => {
    const trusted = new Set(
      [options.publicUrl, ...options.allowedOrigins]
        .map(originOf)
        .filter((origin): origin is string => Boolean(origin)),
    );
    app.addHook("onRequest", (request, reply, done) => {
      if (
        !STATE_CHANGING.has(request.method) ||
        !request.url.startsWith("/api/") ||
        EXEMPT_PATHS.has(request.url.split("?")[0]!)
      )
        return done();
      if (!isCrossSiteRequest(request, trusted)) return done();
      request.log.warn(
        { origin: request.headers.origin, fetchSite: request.headers["sec-fetch-site"] },
        "cross-site request refused",
      );
      // Answered here: a callback hook that replies does not call done().
      reply.status(403).send({ message: CROSS_SITE_MESSAGE, code: "CROSS_SITE" });
    });
  },
);
