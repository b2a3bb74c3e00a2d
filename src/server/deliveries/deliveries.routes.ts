import type { FastifyPluginAsync } from "fastify";
import { orderDeliverablesSchema } from "../../shared/schemas/deliverables";
import type { AppDeps } from "../app-deps";
import { viewerOf } from "../auth/viewer";
import { requireUser } from "../auth/guards";
import { parseId } from "../http/parse";
import { answers } from "../http/zod-response";
import { downloadDeliverable } from "./download-deliverable";
import { listDeliverables } from "./list-deliverables";
import { serveCustomerFile } from "../files/record-file-access";

type IdParams = { Params: { id: string } };

/** The translated files of an order, listed and downloaded by its owner or an admin. */
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
};
