import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";
import { listPricing } from "./list-pricing";

export const pricingRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get("/api/pricing", async () => listPricing(db));
};
