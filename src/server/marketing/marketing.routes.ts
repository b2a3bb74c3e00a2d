import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";

/** Public contact form and launch notifications (issue 3). */
export const marketingRoutes: FastifyPluginAsync<AppDeps> = async () => {};
