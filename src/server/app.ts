import { isClientRoute } from "../shared/client-routes";
import { fulfilmentRoutes } from "./fulfilment/fulfilment.routes";
import fs from "node:fs";
import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { AppDeps } from "./app-deps";
import { adminRoutes } from "./admin/admin.routes";
import { accountRoutes } from "./auth/account.routes";
import { authRoutes } from "./auth/auth.routes";
import { emailVerificationRoutes } from "./auth/email-verification.routes";
import { sessionPlugin } from "./auth/session-plugin";
import { deliveryRoutes } from "./deliveries/deliveries.routes";
import { documentRoutes } from "./documents/documents.routes";
import { adminPricingRoutes } from "./pricing/admin-pricing.routes";
import { installErrorHandlers, sendRouteNotFound } from "./http/error-handler";
import { healthRoutes } from "./http/health.routes";
import { rejectNulCharacters } from "./http/reject-nul-characters";
import { mailRoutes } from "./mail/mail.routes";
import { marketingRoutes } from "./marketing/marketing.routes";
import { CLIENT_DIST_DIR } from "./paths";
import { orderRoutes } from "./orders/orders.routes";
import { paymentRoutes } from "./payments/payments.routes";
import { pricingRoutes } from "./pricing/pricing.routes";
import { crossSiteGuardPlugin } from "./security/cross-site-guard";
import { rateLimitsPlugin } from "./security/rate-limits";
import { registerSecurityHeaders } from "./security/security-headers";
import { translatorRoutes } from "./translators/translators.routes";
import { jobRoutes } from "./jobs/jobs.routes";
import { refundRoutes } from "./refunds/refunds.routes";
import { reviewRoutes } from "./review/review.routes";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type BuildAppOptions = AppDeps & {
  logger?: FastifyServerOptions["logger"];
  /** Serve the built client from dist/client (production start); off in API tests. */
  serveClient?: boolean;
};

/** Builds the Fastify app: plugins, the session resolver, every route plugin and ONE error handler. */
export async function buildApp(options: BuildAppOptions) {
  const { logger = false, serveClient = false, ...deps } = options;
  const app = Fastify({
    logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  });

  installErrorHandlers(app);
  rejectNulCharacters(app);
  await registerSecurityHeaders(app);
  await app.register(crossSiteGuardPlugin, { publicUrl: deps.config.publicUrl, allowedOrigins: deps.config.allowedOrigins });
  await app.register(rateLimitsPlugin, { limits: deps.config.rateLimits, store: deps.rateLimitStore });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 30, fieldSize: 100_000 } });
  await app.register(sessionPlugin, { db: deps.db });

  const routePlugins = [
    healthRoutes,
    authRoutes,
    accountRoutes,
    emailVerificationRoutes,
    pricingRoutes,
    adminPricingRoutes,
    orderRoutes,
    documentRoutes,
    deliveryRoutes,
    paymentRoutes,
    adminRoutes,
    translatorRoutes,
    jobRoutes,
    mailRoutes,
    marketingRoutes,
    refundRoutes,
    reviewRoutes,
    fulfilmentRoutes,
  ];
  for (const routes of routePlugins) {
    await app.register(routes, deps);
  }

  if (serveClient) await serveBuiltClient(app);
  else app.setNotFoundHandler(sendRouteNotFound);
  return app;
}

/** The SPA: static assets from dist/client, and index.html for every non-API path so client routes load. */
async function serveBuiltClient(app: FastifyInstance) {
  if (!fs.existsSync(`${CLIENT_DIST_DIR}/index.html`)) {
    throw new Error(`The client is not built (${CLIENT_DIST_DIR} is missing). Run "npm run build" first.`);
  }
  await app.register(fastifyStatic, { root: CLIENT_DIST_DIR, wildcard: false, maxAge: "1h" });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0]!;
    // A missing asset (e.g. an old hashed bundle after a deploy) must 404, not come back as index.html.
    const isFile = /\.[A-Za-z0-9]+$/.test(pathname);
    if (pathname.startsWith("/api/") || request.method !== "GET" || isFile) return sendRouteNotFound(request, reply);
    // Issue 14: a page the client router does not know answers 404 (the client then shows its Not Found page).
    const status = isClientRoute(pathname) ? 200 : 404;
    return reply.status(status).type("text/html").header("cache-control", "no-cache").sendFile("index.html");
  });
}
