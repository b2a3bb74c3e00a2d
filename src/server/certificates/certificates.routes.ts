import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";
import { requireUser } from "../auth/guards";
import { deliverableViewerOf } from "../deliveries/deliverable-viewer";
import { parseId } from "../http/parse";
import { downloadCertificate } from "./download-certificate";

/** GET /api/deliverables/certificates/:id/download: the owner of the order or a verified admin. */
export const certificateRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage }) => {
  app.get<{ Params: { id: string } }>("/api/deliverables/certificates/:id/download", { preHandler: requireUser }, async (request, reply) => {
    const file = await downloadCertificate({ db, storage, certificateId: parseId(request.params.id, "file"), viewer: deliverableViewerOf(request) });
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", file.contentDisposition)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .send(file.bytes);
  });
};
