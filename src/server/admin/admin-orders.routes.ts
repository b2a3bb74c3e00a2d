import type { FastifyPluginAsync } from "fastify";
import { adminOrdersQuerySchema, updateOrderStatusSchema } from "../../shared/schemas/admin";
import { adminOrderDetailWithRefundsSchema, adminOrderListSchema } from "../../shared/schemas/refunds";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { getAdminOrder } from "./get-admin-order";
import { listAdminOrders } from "./list-admin-orders";
import { setOrderStatus } from "./set-order-status";
import { viewerOf } from "../auth/viewer";

/** Manage Orders (docs/administration.md, "Orders"): every customer's orders, one order in full, and the status control. */
export const adminOrderRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, storage, config }) => {
  app.get(
    "/api/admin/orders",
    { preHandler: requireAdmin, schema: answers(200, adminOrderListSchema) },
    async (request) => {
      const query = parseInput(adminOrdersQuerySchema, request.query);
      return listAdminOrders({ db, query });
    },
  );

  app.get<{ Params: { orderId: string } }>(
    "/api/admin/orders/:orderId",
    { preHandler: requireAdmin, schema: answers(200, adminOrderDetailWithRefundsSchema) },
    async (request) => {
      return getAdminOrder({ db, orderId: parseId(request.params.orderId, "order") });
    },
  );

  app.put<{ Params: { orderId: string } }>(
    "/api/admin/orders/:orderId/status",
    { preHandler: requireAdmin, schema: answers(200, adminOrderDetailWithRefundsSchema) },
    async (request) => {
      const orderId = parseId(request.params.orderId, "order");
      const { status, note, force, reason } = parseInput(updateOrderStatusSchema, request.body);
      const forced = force && reason ? { reason } : undefined;
      await setOrderStatus({
        db,
        mailer,
        storage,
        publicUrl: config.publicUrl,
        orderId,
        status,
        note,
        force: forced,
        adminId: viewerOf(request).userId,
        log: request.log,
      });
      return getAdminOrder({ db, orderId });
    },
  );
};
