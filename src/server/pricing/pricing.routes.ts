import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { priceCatalogSchema } from "../../shared/schemas/pricing";
import { quoteRequestSchema, quoteResponseSchema } from "../../shared/schemas/quote";
import type { AppDeps } from "../app-deps";
import { answers } from "../http/zod-response";
import { type CachedCatalog, cachedCatalog, freshCatalog } from "./catalog-cache";
import { priceWithCatalog } from "./quote-order";

/** Browsers revalidate each time (no-cache) and get a bodiless 304 while the prices are unchanged. */
function sendCatalog(request: FastifyRequest, reply: FastifyReply, { json, etag }: CachedCatalog): FastifyReply {
  reply.header("etag", etag).header("cache-control", "no-cache");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(json);
}

export const pricingRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  /** { plans, documentTypes, addOns } (docs/ordering.md "Pricing API"). */
  // The busiest public call: answered straight from memory, without a promise, while the catalog is fresh.
  // A ready-made string, which Fastify does not serialize: checked against the schema when it is built (catalog-cache.ts).
  app.get("/api/pricing", { schema: answers(200, priceCatalogSchema) }, (request, reply) => {
    const fresh = freshCatalog(db);
    return fresh
      ? sendCatalog(request, reply, fresh)
      : cachedCatalog(db).then((entry) => sendCatalog(request, reply, entry));
  });

  /** Public: the same price rule and catalog as order creation; nothing is stored. */
  app.post("/api/quote", { schema: answers(200, quoteResponseSchema) }, async (request) => {
    const input = quoteRequestSchema.parse(request.body);
    return priceWithCatalog(input, (await cachedCatalog(db)).catalog);
  });
};
