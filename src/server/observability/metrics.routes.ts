import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";
import { unauthorized, english } from "../http/app-error";
import { collectProcessMetrics } from "./metrics";
import { METRICS_CONTENT_TYPE, scrapeMetrics } from "./scrape";

function bearsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics on the app's own port, only when METRICS_TOKEN is set and only for a scraper that bears it
 * (Authorization: Bearer …). Without the token the route does not exist here: a public deployment never shows
 * its metrics by accident. METRICS_PORT serves them on a listener of its own instead (start-server.ts).
 */
export const metricsRoutes: FastifyPluginAsync<AppDeps> = async (app, { config, db, queue, poolStats }) => {
  const token = config.metrics.token;
  if (!token) return;
  collectProcessMetrics();
  app.get("/metrics", async (request, reply) => {
    if (!bearsToken(request.headers.authorization, token))
      throw unauthorized(english("Metrics need the bearer token set in METRICS_TOKEN"));
    return reply.type(METRICS_CONTENT_TYPE).send(await scrapeMetrics({ db, queue, poolStats }));
  });
};
