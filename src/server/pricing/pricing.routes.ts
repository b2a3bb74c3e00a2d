import type { FastifyPluginAsync } from "fastify";
import { quoteRequestSchema } from "../../shared/schemas/quote";
import type { AppDeps } from "../app-deps";
import { cachedCatalog } from "./catalog-cache";
import { priceWithCatalog } from "./quote-order";

export const pricingRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  /** { plans, documentTypes, addOns } (docs/ordering.md "Pricing API"). */
  app.get("/api/pricing", async (request, reply) => {
    const { json, etag } = await cachedCatalog(db);
    // Browsers revalidate each time (no-cache) and get a bodiless 304 while the prices are unchanged.
    reply.header("etag", etag).header("cache-control", "no-cache");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(json);
  });

  /** Public: the same price rule and catalog as order creation; nothing is stored. */
  app.post("/api/quote", async (request) => {
    const input = quoteRequestSchema.parse(request.body);
    return priceWithCatalog(input, (await cachedCatalog(db)).catalog);
  });
};
