import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";

/** Payment intents, the Stripe webhook and the built-in test provider (issue 4). */
export const paymentRoutes: FastifyPluginAsync<AppDeps> = async () => {};
