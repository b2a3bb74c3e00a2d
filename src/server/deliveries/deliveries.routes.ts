import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";

/** The translated files of an order, listed and downloaded by its owner or an admin. */
export const deliveryRoutes: FastifyPluginAsync<AppDeps> = async () => {};
