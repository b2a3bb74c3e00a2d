import type { FastifyPluginAsync } from "fastify";
import { adminOrderDetailWithRefundsSchema } from "../../shared/schemas/refunds";
import { setWordCountSchema } from "../../shared/schemas/word-count-review";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { getAdminOrder } from "./get-admin-order";
import { setDocumentWordCount } from "./set-document-word-count";

/** An agent sets the word count of a document (docs/ordering.md, "Word count review"). Verified admins only. */
export const adminWordCountRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, payments, config }) => {
  app.put<{ Params: { orderId: string; documentId: string } }>(
    "/api/admin/orders/:orderId/documents/:documentId/word-count",
    { preHandler: requireAdmin, schema: answers(200, adminOrderDetailWithRefundsSchema) },
    async (request) => {
      const orderId = parseId(request.params.orderId, "order");
      const documentId = parseId(request.params.documentId, "document");
      const input = parseInput(setWordCountSchema, request.body);
      await setDocumentWordCount({
        db,
        mailer,
        provider: payments,
        log: request.log,
        publicUrl: config.publicUrl,
        orderId,
        documentId,
        adminId: viewerOf(request).userId,
        input,
      });
      return getAdminOrder({ db, orderId });
    },
  );
};
