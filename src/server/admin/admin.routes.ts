import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";

/** Admin login with e-mailed code, orders, customers and settings (issue 5). */
export const adminRoutes: FastifyPluginAsync<AppDeps> = async () => {};
