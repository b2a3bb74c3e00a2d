import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

const STRIPE_JS = "https://js.stripe.com";

/**
 * What the built client needs: its own scripts and styles (Vite emits external files, index.html has no inline
 * script), Stripe.js and its frames (payments, Identity), inline style attributes (React's style={...}) and
 * data:/blob: images (favicon, previews). Checked in Chromium by e2e/security/csp.spec.ts.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", STRIPE_JS],
  frameSrc: [STRIPE_JS, "https://hooks.stripe.com", "https://verify.stripe.com"],
  connectSrc: ["'self'", "https://api.stripe.com"],
  imgSrc: ["'self'", "data:", "blob:"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", "data:"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const HSTS = "max-age=31536000; includeSubDomains";

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Browser default; "no-referrer" would also blank the Origin of the app's own POSTs in some browsers.
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  // Stripe's 3-D Secure and Identity flows open stripe.com windows that must keep talking to this page.
  crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  xFrameOptions: { action: "deny" },
  hsts: false,
};

/**
 * Helmet's headers for our options, worked out once. @fastify/helmet built helmet's middleware again on every
 * request (about 8 % of a cached GET's CPU, docs/performance.md); none of our headers depends on the request (no CSP nonces).
 */
export function computeSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) =>
      void (headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => void (failure = error),
  );
  if (failure) throw failure;
  return headers;
}

/**
 * What an API answer (JSON, or a file sent as an attachment) needs, as OWASP's REST guidance puts it: nothing may
 * load or frame it, and it is never sniffed as another type. The page CSP (Stripe, styles, fonts) means nothing
 * for a JSON body; the short one is stricter and saves ~600 bytes on every API answer (docs/performance.md).
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
};

/**
 * Helmet's headers with our CSP on every page and asset, the short set on /api answers; Strict-Transport-Security
 * on both, only when served over HTTPS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const pageHeaders = computeSecurityHeaders();
  // request.protocol honours X-Forwarded-Proto only with TRUST_PROXY, so plain-HTTP development never pins HTTPS.
  // Callback-style hooks on the hot path: an async hook costs a promise and a microtask on every request.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api/") ? API_SECURITY_HEADERS : pageHeaders);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
}
