import { billingRoutes } from "./billing/billing.routes";
import path from "node:path";
import { fulfilmentRoutes } from "./fulfilment/fulfilment.routes";
import { fileRoutes } from "./files/files.routes";
import fastifyCookie from "@fastify/cookie";
import Fastify, { LogController, type FastifyServerOptions, type onRouteHookHandler } from "fastify";
import type { AppDeps } from "./app-deps";
import { adminRoutes } from "./admin/admin.routes";
import { accountRoutes } from "./auth/account.routes";
import { accountDeletionRoutes } from "./account-deletion/account-deletion.routes";
import { dataExportRoutes } from "./data-export/data-export.routes";
import { authRoutes } from "./auth/auth.routes";
import { customerEmailVerificationRoutes } from "./auth/customer-email-verification.routes";
import { passwordResetRoutes } from "./auth/password-reset.routes";
import { sessionPlugin } from "./auth/session-plugin";
import { trustedDeviceForLogin } from "./auth/trusted-devices";
import { deliveryRoutes } from "./deliveries/deliveries.routes";
import { deliveryCalendarRoutes } from "./delivery/delivery-calendar.routes";
import { orderLinkRoutes } from "./order-links/order-links.routes";
import { documentRoutes } from "./documents/documents.routes";
import { adminPricingRoutes } from "./pricing/admin-pricing.routes";
import { registerRequestLogging } from "./http/request-logging";
import { closeConnectionsOnShutdown } from "./http/connection-close-on-shutdown";
import { metricsRoutes } from "./observability/metrics.routes";
import { queueAdminRoutes } from "./queue/queue-admin.routes";
import { registerRequestObservability, requestIdGenerator } from "./observability/request-observability";
import { installErrorHandlers, sendRouteNotFound } from "./http/error-handler";
import { healthRoutes } from "./http/health.routes";
import { renderTranslationRoutes } from "./jobs/render-translation.routes";
import { installZodResponses } from "./http/zod-response";
import { serveBuiltClient } from "./http/static-client";
import { registerPrerenderedPages } from "./prerender/serve-prerendered";
import { rejectNulCharacters } from "./http/reject-nul-characters";
import { mailRoutes } from "./mail/mail.routes";
import { marketingRoutes } from "./marketing/marketing.routes";
import { contactInboxRoutes } from "./contact-inbox/contact-inbox.routes";
import { ratingRoutes } from "./ratings/ratings.routes";
import { CLIENT_DIST_DIR } from "./paths";
import { orderRoutes } from "./orders/orders.routes";
import { orderDraftRoutes } from "./order-drafts/order-drafts.routes";
import { paymentRoutes } from "./payments/payments.routes";
import { pricingRoutes } from "./pricing/pricing.routes";
import { crossSiteGuardPlugin } from "./security/cross-site-guard";
import { rateLimitsPlugin, userRateLimitsPlugin } from "./security/rate-limits";
import { registerSecurityHeaders } from "./security/security-headers";
import { translatorRoutes } from "./translators/translators.routes";
import { jobRoutes } from "./jobs/jobs.routes";
import { refundRoutes } from "./refunds/refunds.routes";
import { reviewRoutes } from "./review/review.routes";
import { messageRoutes } from "./messages/messages.routes";
import { payoutRoutes } from "./payouts/payouts.routes";
import { translatorPayRoutes } from "./translator-pay/translator-pay.routes";
import { termbaseRoutes } from "./termbase/termbase.routes";
import { translationMemoryRoutes } from "./memory-api/translation-memory.routes";
import { xliffRoutes } from "./workbench/xliff.routes";
import { workbenchRoutes } from "./workbench/workbench.routes";
import { translationCheckRoutes } from "./translation-checks/translation-checks.routes";
import { deliveryChecksWith } from "./translation-checks/delivery-checks";

export type BuildAppOptions = AppDeps & {
  logger?: FastifyServerOptions["logger"];
  /** Serve the built client from dist/client (production start); off in API tests. */
  serveClient?: boolean;
  /** Where the built client is (tests point it at a small folder of their own). */
  clientDir?: string;
  /** Told of every route as it is registered (tests/api/http/every-route-declares-answer.test.ts reads the list). */
  onRoute?: onRouteHookHandler;
};

/** Builds the Fastify app: plugins, the session resolver, every route plugin and ONE error handler. */
export async function buildApp(options: BuildAppOptions) {
  const { logger = false, serveClient = false, clientDir = CLIENT_DIST_DIR, onRoute, ...deps } = options;
  const app = Fastify({
    logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdGenerator(deps.config.trustProxy),
    // One line per answered request instead of Fastify's two (http/request-logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  if (logger) registerRequestLogging(app);
  registerRequestObservability(app);
  closeConnectionsOnShutdown(app);

  installErrorHandlers(app);
  installZodResponses(app);
  rejectNulCharacters(app);
  await registerSecurityHeaders(app);
  await app.register(crossSiteGuardPlugin, {
    publicUrl: deps.config.publicUrl,
    allowedOrigins: deps.config.allowedOrigins,
  });
  await app.register(rateLimitsPlugin, {
    limits: deps.config.rateLimits,
    store: deps.rateLimitStore,
    trustedDevice: async (request) => (await trustedDeviceForLogin(deps.db, request))?.nonce ?? null,
  });
  await app.register(fastifyCookie);
  await app.register(sessionPlugin, { db: deps.db });
  await app.register(userRateLimitsPlugin, { limits: deps.config.rateLimits, store: deps.rateLimitStore });

  const routePlugins = [
    healthRoutes,
    authRoutes,
    accountRoutes,
    accountDeletionRoutes,
    dataExportRoutes,
    customerEmailVerificationRoutes,
    passwordResetRoutes,
    pricingRoutes,
    deliveryCalendarRoutes,
    orderLinkRoutes,
    adminPricingRoutes,
    orderRoutes,
    orderDraftRoutes,
    documentRoutes,
    deliveryRoutes,
    paymentRoutes,
    adminRoutes,
    translatorRoutes,
    jobRoutes,
    renderTranslationRoutes,
    mailRoutes,
    marketingRoutes,
    contactInboxRoutes,
    ratingRoutes,
    refundRoutes,
    reviewRoutes,
    fulfilmentRoutes,
    metricsRoutes,
    queueAdminRoutes,
    messageRoutes,
    fileRoutes,
    workbenchRoutes,
    billingRoutes,
    translatorPayRoutes,
    payoutRoutes,
    termbaseRoutes,
    translationMemoryRoutes,
    xliffRoutes,
    translationCheckRoutes,
  ];
  // ROLE=worker runs the jobs: it answers its probes and its scraper, not the site (docs/deployment.md, "Roles").
  const worker = deps.config.role === "worker";
  const routeDeps: AppDeps = { ...deps, deliveryChecks: deps.deliveryChecks ?? deliveryChecksWith(deps.storage) };
  for (const routes of worker ? [healthRoutes, metricsRoutes] : routePlugins) {
    await app.register(routes, routeDeps);
  }

  if (serveClient && !worker)
    serveBuiltClient(app, clientDir, await registerPrerenderedPages(app, deps, path.dirname(clientDir)));
  else app.setNotFoundHandler(sendRouteNotFound);
  return app;
}
