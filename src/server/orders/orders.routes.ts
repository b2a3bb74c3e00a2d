import type { FastifyPluginAsync } from "fastify";
import {
  createOrderRequestSchema,
  customerOrderListSchema,
  customerOrdersQuerySchema,
  customerOrderSchema,
  orderWithItemsSchema,
} from "../../shared/schemas/orders";
import { orderDetailSchema } from "../../shared/schemas/order-detail";
import { cancellationRequestDtoSchema, cancellationRequestSchema } from "../../shared/schemas/refunds";
import type { AppDeps } from "../app-deps";
import { requireUser, requireVerifiedEmail } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers, checkAnswer } from "../http/zod-response";
import { cancelOrder } from "./cancel-order";
import { createOrder } from "./create-order";
import { getOrderDetail } from "./get-order-detail";
import { listOrderRows } from "./list-orders";
import { cachedOrderList, orderListEpoch, orderListKey, storeOrderList } from "./order-list-cache";
import { requestCancellation } from "./request-cancellation";
import { toOrderDto, toOrderWithItemsDto } from "./serialize-order";
import { viewerOf } from "../auth/viewer";

type IdParams = { Params: { id: string } };

/**
 * Customer orders: create, list, view, cancel (docs/ordering.md), ask to cancel a paid order (docs/refunds.md).
 * Every lookup is scoped to the signed-in customer.
 */
export const orderRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, config }) => {
  app.post(
    "/api/orders",
    { preHandler: requireVerifiedEmail, schema: answers(201, orderWithItemsSchema) },
    async (request, reply) => {
      const input = parseInput(createOrderRequestSchema, request.body);
      const order = await createOrder({ db, userId: viewerOf(request).userId, input });
      return reply.status(201).send(await toOrderWithItemsDto(db, order));
    },
  );

  // Reads change nothing: overdue drafts are approved by the scheduled review.auto-approve job (register-jobs.ts).
  // A first page comes from memory while no order was written (order-list-cache.ts); else two queries (docs/performance.md).
  // The answer is a ready-made string, which Fastify does not serialize: it is checked against its schema when it is built.
  app.get(
    "/api/orders",
    { preHandler: requireUser, schema: answers(200, customerOrderListSchema) },
    async (request, reply) => {
      const userId = viewerOf(request).userId;
      const query = parseInput(customerOrdersQuerySchema, request.query);
      const cacheKey = query.cursor === undefined ? orderListKey(userId, query.status, query.limit) : undefined;
      reply.type("application/json; charset=utf-8");
      const cached = cacheKey && cachedOrderList(cacheKey);
      if (cached) return reply.send(cached);
      const epoch = orderListEpoch();
      const page = await listOrderRows({ db, userId, query });
      const json = JSON.stringify(
        checkAnswer(
          customerOrderListSchema,
          {
            ...page,
            items: page.items.map((order) => ({
              ...toOrderDto(order, order.filesDeletedAt),
              documentCount: order.documentCount,
            })),
          },
          "GET /api/orders",
        ),
      );
      if (cacheKey) storeOrderList(cacheKey, epoch, page.items, json);
      return reply.send(json);
    },
  );

  app.get<IdParams>(
    "/api/orders/:id",
    { preHandler: requireUser, schema: answers(200, orderDetailSchema) },
    async (request) => {
      const orderId = parseId(request.params.id, "order");
      return getOrderDetail({ db, orderId, userId: viewerOf(request).userId });
    },
  );

  app.post<IdParams>(
    "/api/orders/:id/cancel",
    { preHandler: requireUser, schema: answers(200, customerOrderSchema) },
    async (request) => {
      const order = await cancelOrder({
        db,
        orderId: parseId(request.params.id, "order"),
        userId: viewerOf(request).userId,
      });
      // Only a pending order is cancelled here, and a pending order's files are never deleted.
      return toOrderDto(order, null);
    },
  );

  app.post<IdParams>(
    "/api/orders/:id/cancellation-request",
    { preHandler: requireUser, schema: answers(201, cancellationRequestDtoSchema) },
    async (request, reply) => {
      const orderId = parseId(request.params.id, "order");
      const { reason } = parseInput(cancellationRequestSchema, request.body);
      const created = await requestCancellation({
        db,
        mailer,
        log: request.log,
        publicUrl: config.publicUrl,
        orderId,
        userId: viewerOf(request).userId,
        reason,
      });
      return reply.status(201).send(created);
    },
  );
};
