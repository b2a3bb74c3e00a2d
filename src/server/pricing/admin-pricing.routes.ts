import type { FastifyPluginAsync } from "fastify";
import { manualPriceSchema, priceCatalogSchema, updatePricingSchema } from "../../shared/schemas/pricing";
import { adminOrderDetailWithRefundsSchema } from "../../shared/schemas/refunds";
import type { AppDeps } from "../app-deps";
import { getAdminOrder } from "../admin/get-admin-order";
import { setManualPrice } from "../admin/set-manual-price";
import { requireAdmin } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { loadCatalog } from "./load-catalog";
import { updatePricing } from "./update-pricing";
import { viewerOf } from "../auth/viewer";

/** Settings → Pricing and the manual price of an order (docs/ordering.md, "Pricing"). Verified admins only. */
export const adminPricingRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, payments }) => {
  app.get("/api/admin/pricing", { preHandler: requireAdmin, schema: answers(200, priceCatalogSchema) }, async () =>
    loadCatalog(db),
  );

  app.put(
    "/api/admin/pricing",
    { preHandler: requireAdmin, schema: answers(200, priceCatalogSchema) },
    async (request) =>
      updatePricing({ db, adminId: viewerOf(request).userId, input: parseInput(updatePricingSchema, request.body) }),
  );

  app.put<{ Params: { orderId: string } }>(
    "/api/admin/orders/:orderId/price",
    { preHandler: requireAdmin, schema: answers(200, adminOrderDetailWithRefundsSchema) },
    async (request) => {
      const orderId = parseId(request.params.orderId, "order");
      const input = parseInput(manualPriceSchema, request.body);
      await setManualPrice({
        db,
        provider: payments,
        log: request.log,
        orderId,
        adminId: viewerOf(request).userId,
        input,
      });
      return getAdminOrder({ db, orderId });
    },
  );
};
