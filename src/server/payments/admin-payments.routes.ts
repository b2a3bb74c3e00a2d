import type { FastifyPluginAsync } from "fastify";
import {
  adminPaymentPageSchema,
  adminPaymentsQuerySchema,
  adminRefundPageSchema,
  adminRefundsQuerySchema,
} from "../../shared/schemas/admin-payments";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { listAdminPayments, listAdminRefunds } from "./list-admin-payments";

/** The admin's Payments page (docs/admin-ui.md, "Payments"): every payment and every refund, a page at a time. */
export const adminPaymentRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get(
    "/api/admin/payments",
    { preHandler: requireAdmin, schema: answers(200, adminPaymentPageSchema) },
    async (request) => listAdminPayments(db, parseInput(adminPaymentsQuerySchema, request.query)),
  );

  app.get(
    "/api/admin/refunds",
    { preHandler: requireAdmin, schema: answers(200, adminRefundPageSchema) },
    async (request) => listAdminRefunds(db, parseInput(adminRefundsQuerySchema, request.query)),
  );
};
