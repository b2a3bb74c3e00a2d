import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

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

/** Helmet's headers with our CSP; Strict-Transport-Security only on answers served over HTTPS. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Browser default; "no-referrer" would also blank the Origin of the app's own POSTs in some browsers.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Stripe's 3-D Secure and Identity flows open stripe.com windows that must keep talking to this page.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    xFrameOptions: { action: "deny" },
    hsts: false,
  });
  // request.protocol honours X-Forwarded-Proto only with TRUST_PROXY, so plain-HTTP development never pins HTTPS.
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
