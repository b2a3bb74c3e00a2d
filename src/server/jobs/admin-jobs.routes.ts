import type { FastifyPluginAsync } from "fastify";
import { adminOrderDeliverySchema, assignTranslatorSchema } from "../../shared/schemas/jobs";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { assignTranslator } from "./assign-translator";
import { getOrderDelivery } from "./get-order-delivery";
import { viewerOf } from "../auth/viewer";

type OrderParams = { Params: { orderId: string } };

/** The admin's side of production: an order's jobs, translations and certificates, and assigning a translator. */
export const adminJobRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, config }) => {
  app.get<OrderParams>(
    "/api/admin/orders/:orderId/delivery",
    { preHandler: requireAdmin, schema: answers(200, adminOrderDeliverySchema) },
    async (request) => {
      const orderId = parseId(request.params.orderId, "order");
      return getOrderDelivery({ db, orderId });
    },
  );

  app.post<OrderParams>(
    "/api/admin/orders/:orderId/assignment",
    { preHandler: requireAdmin, schema: answers(201, adminOrderDeliverySchema) },
    async (request, reply) => {
      const orderId = parseId(request.params.orderId, "order");
      const { translatorId } = parseInput(assignTranslatorSchema, request.body);
      await assignTranslator({
        db,
        mailer,
        publicUrl: config.publicUrl,
        orderId,
        translatorId,
        adminId: viewerOf(request).userId,
      });
      return reply.status(201).send(await getOrderDelivery({ db, orderId }));
    },
  );
};
