import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";
import { adminSettingsRoutes } from "../settings/settings.routes";
import { adminAccountRoutes } from "./admin-accounts.routes";
import { adminAuthRoutes } from "./admin-auth.routes";
import { adminOrderRoutes } from "./admin-orders.routes";
import { adminStatsRoutes } from "./admin-stats.routes";
import { adminUserRoutes } from "./admin-users.routes";
import { adminWordCountRoutes } from "./word-count-review.routes";

/** Admin login with e-mailed code, orders, customers and settings (docs/administration.md). */
export const adminRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  for (const routes of [
    adminAuthRoutes,
    adminAccountRoutes,
    adminStatsRoutes,
    adminOrderRoutes,
    adminUserRoutes,
    adminSettingsRoutes,
    adminWordCountRoutes,
  ]) {
    await app.register(routes, deps);
  }
};
