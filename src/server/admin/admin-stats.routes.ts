import type { FastifyPluginAsync } from "fastify";
import { adminStatsSchema } from "../../shared/schemas/admin";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { answers } from "../http/zod-response";
import { getAdminStats } from "./get-admin-stats";

/** The admin dashboard's counters and overviews. */
export const adminStatsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get("/api/admin/stats", { preHandler: requireAdmin, schema: answers(200, adminStatsSchema) }, async () => getAdminStats({ db }));
};
