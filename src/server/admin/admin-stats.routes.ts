import type { FastifyPluginAsync } from "fastify";
import { adminStatsSchema } from "../../shared/schemas/admin";
import { statsSeriesQuerySchema, statsSeriesSchema } from "../../shared/schemas/admin-stats";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { getAdminStats } from "./get-admin-stats";
import { cachedStatsSeries } from "./get-stats-series";
import { reportRoutes } from "../reports/reports.routes";

/** The admin dashboard's counters, overviews and charts, all read from the rollups (docs/decisions/034-dashboard-rollups.md), and its CSV reports. */
export const adminStatsRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;
  await app.register(reportRoutes, deps);
  app.get("/api/admin/stats", { preHandler: requireAdmin, schema: answers(200, adminStatsSchema) }, async () =>
    getAdminStats({ db }),
  );
  app.get(
    "/api/admin/stats/series",
    { preHandler: requireAdmin, schema: answers(200, statsSeriesSchema) },
    async (request) => {
      const { period } = parseInput(statsSeriesQuerySchema, request.query);
      return cachedStatsSeries({ db, period });
    },
  );
};
