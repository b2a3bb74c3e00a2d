import type { FastifyPluginAsync } from "fastify";
import { quoteRequestSchema } from "../../shared/schemas/quote";
import type { AppDeps } from "../app-deps";
import { loadCatalog } from "./load-catalog";
import { quoteOrder } from "./quote-order";

export const pricingRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  /** { plans, documentTypes, addOns } (docs/ordering.md "Pricing API"). */
  app.get("/api/pricing", async () => loadCatalog(db));

  /** Public: the same price rule and catalog as order creation; nothing is stored. */
  app.post("/api/quote", async (request) => quoteOrder({ db, input: quoteRequestSchema.parse(request.body) }));
};
