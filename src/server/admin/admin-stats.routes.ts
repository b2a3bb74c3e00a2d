import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { getAdminStats } from "./get-admin-stats";

/** The admin dashboard's counters and overviews. */
export const adminStatsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get("/api/admin/stats", { preHandler: requireAdmin }, async () => getAdminStats({ db }));
};
