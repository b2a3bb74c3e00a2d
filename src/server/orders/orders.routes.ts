import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";

/** Customer orders: create, list, view (issue 4). */
export const orderRoutes: FastifyPluginAsync<AppDeps> = async () => {};
