import type { FastifyPluginAsync } from "fastify";
import { orderDeliverablesSchema } from "../../shared/schemas/deliverables";
import type { AppDeps } from "../app-deps";
import { viewerOf } from "../auth/viewer";
import { requireUser } from "../auth/guards";
import { parseId } from "../http/parse";
import { answers } from "../http/zod-response";
import { downloadDeliverable } from "./download-deliverable";
import { listDeliverables } from "./list-deliverables";
import { recordFileAccess, serveCustomerFile } from "../files/record-file-access";
import { sendAttachment } from "../http/send-attachment";
import { orderMergedPdf, orderZip } from "./whole-order";

type IdParams = { Params: { id: string } };

/**
 * The translated files of an order, listed and downloaded by its owner or an admin; the whole completed order at
 * once as a ZIP (…/deliverables/zip) or one merged PDF (…/deliverables/merged.pdf). Every file sent is recorded.
 */
export const deliveryRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage }) => {
  app.get<IdParams>(
    "/api/orders/:id/deliverables",
    { preHandler: requireUser, schema: answers(200, orderDeliverablesSchema) },
    async (request) =>
      listDeliverables({ db, orderId: parseId(request.params.id, "order"), viewer: viewerOf(request) }),
  );

  app.get<IdParams>(
    "/api/deliverables/translations/:id/download",
    { preHandler: requireUser },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { file, served } = await downloadDeliverable({
        db,
        storage,
        translationId: parseId(request.params.id, "file"),
        viewer,
      });
      return serveCustomerFile(db, request, reply, viewer, served, file);
    },
  );

  for (const [path, build] of [
    ["/api/orders/:id/deliverables/zip", orderZip],
    ["/api/orders/:id/deliverables/merged.pdf", orderMergedPdf],
  ] as const) {
    app.get<IdParams>(path, { preHandler: requireUser }, async (request, reply) => {
      const viewer = viewerOf(request);
      const { file, served } = await build({ db, storage, orderId: parseId(request.params.id, "order"), viewer });
      for (const one of served) await recordFileAccess(db, request, viewer, one);
      return sendAttachment(reply, file);
    });
  }
};
