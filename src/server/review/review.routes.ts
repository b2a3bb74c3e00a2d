import type { FastifyPluginAsync } from "fastify";
import { revisionRequestSchema } from "../../shared/draft-review";
import { orderDetailSchema } from "../../shared/schemas/order-detail";
import type { AppDeps } from "../app-deps";
import { requireUser } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { getOrderDetail } from "../orders/get-order-detail";
import { approveDraft } from "./approve-draft";
import { requestRevision } from "./request-revision";
import { viewerOf } from "../auth/viewer";

type IdParams = { Params: { id: string } };

/** The owner's answer to a delivered draft (docs/delivery.md, "Customer review"). Someone else's order is errorText("ORDER_NOT_FOUND"). Both answer the order detail. */
export const reviewRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, storage, config }) => {
  app.post<IdParams>(
    "/api/orders/:id/review/approve",
    { preHandler: requireUser, schema: answers(200, orderDetailSchema) },
    async (request) => {
      const orderId = parseId(request.params.id, "order");
      const userId = viewerOf(request).userId;
      await approveDraft({ db, storage, mailer, publicUrl: config.publicUrl, orderId, userId });
      return getOrderDetail({ db, orderId, userId });
    },
  );

  app.post<IdParams>(
    "/api/orders/:id/review/revisions",
    { preHandler: requireUser, schema: answers(201, orderDetailSchema) },
    async (request, reply) => {
      const orderId = parseId(request.params.id, "order");
      const userId = viewerOf(request).userId;
      const { revisions } = parseInput(revisionRequestSchema, request.body);
      await requestRevision({ db, mailer, publicUrl: config.publicUrl, orderId, userId, revisions });
      return reply.status(201).send(await getOrderDetail({ db, orderId, userId }));
    },
  );
};
