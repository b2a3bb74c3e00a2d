import type { FastifyPluginAsync } from "fastify";
import { dollarsToCents } from "../../shared/money";
import {
  type CreateRefundResponse,
  type ResolveCancellationResponse,
  adminCancellationRequestListSchema,
  cancellationRequestsQuerySchema,
  createRefundResponseSchema,
  createRefundSchema,
  resolveCancellationResponseSchema,
  resolveCancellationSchema,
} from "../../shared/schemas/refunds";
import { getAdminOrder } from "../admin/get-admin-order";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { listCancellationRequestPage, listCancellationRequests } from "./list-cancellation-requests";
import { refundOrder } from "./refund-order";
import { resolveCancellationRequest } from "./resolve-cancellation-request";
import { toAdminRefundDto } from "./serialize-refund";
import { viewerOf } from "../auth/viewer";

/** Admin side: refunds and the customers' cancellation requests (docs/refunds.md). */
export const refundRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, payments: provider, config }) => {
  app.post<{ Params: { orderId: string } }>(
    "/api/admin/orders/:orderId/refunds",
    { preHandler: requireAdmin, schema: answers(201, createRefundResponseSchema) },
    async (request, reply) => {
      const orderId = parseId(request.params.orderId, "order");
      const { amount, reason, cancelOrder } = parseInput(createRefundSchema, request.body);
      const admin = viewerOf(request).user;
      // The refund amount arrives in dollars: cents from here on.
      const options = { orderId, adminId: admin.id, amountCents: dollarsToCents(amount), reason, cancelOrder };
      const { refund } = await refundOrder({
        db,
        mailer,
        provider,
        log: request.log,
        publicUrl: config.publicUrl,
        ...options,
      });
      const answer: CreateRefundResponse = {
        refund: toAdminRefundDto(refund, admin.username),
        order: await getAdminOrder({ db, orderId }),
      };
      return reply.status(201).send(answer);
    },
  );

  app.get(
    "/api/admin/cancellation-requests",
    { preHandler: requireAdmin, schema: answers(200, adminCancellationRequestListSchema) },
    async (request) => {
      return listCancellationRequestPage(db, parseInput(cancellationRequestsQuerySchema, request.query));
    },
  );

  app.post<{ Params: { id: string } }>(
    "/api/admin/cancellation-requests/:id/resolve",
    { preHandler: requireAdmin, schema: answers(200, resolveCancellationResponseSchema) },
    async (request) => {
      const requestId = parseId(request.params.id, "cancellation request");
      const { refundAmount, ...input } = parseInput(resolveCancellationSchema, request.body);
      const admin = viewerOf(request).user;
      // The refund amount arrives in dollars: cents from here on.
      const decision = {
        ...input,
        requestId,
        adminId: admin.id,
        refundAmountCents: refundAmount === undefined ? undefined : dollarsToCents(refundAmount),
      };
      const result = await resolveCancellationRequest({
        db,
        mailer,
        provider,
        log: request.log,
        publicUrl: config.publicUrl,
        ...decision,
      });
      const [resolved] = await listCancellationRequests(db, { id: result.request.id });
      const answer: ResolveCancellationResponse = {
        request: resolved!,
        refund: result.refund ? toAdminRefundDto(result.refund.refund, admin.username) : null,
      };
      return answer;
    },
  );
};
