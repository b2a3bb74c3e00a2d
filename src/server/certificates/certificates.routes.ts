import type { FastifyPluginAsync } from "fastify";
import { revokeCertificateSchema, verifiedCertificateSchema } from "../../shared/schemas/certificates";
import { adminOrderDeliverySchema } from "../../shared/schemas/jobs";
import type { AppDeps } from "../app-deps";
import { requireAdmin, requireUser } from "../auth/guards";
import { getOrderDelivery } from "../jobs/get-order-delivery";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { downloadCertificate } from "./download-certificate";
import { getVerifiedCertificate } from "./get-verified-certificate";
import { revokeCertificate } from "./revoke-certificate";
import { signatureRoutes } from "./signatures/signature.routes";
import { serveCustomerFile } from "../files/record-file-access";
import { viewerOf } from "../auth/viewer";

/**
 * GET /api/deliverables/certificates/:id/download: the owner of the order or a verified admin.
 * GET /api/verify/:code: public verification. POST /api/admin/certificates/:id/revoke: verified admin.
 */
export const certificateRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, storage } = deps;
  app.get<{ Params: { id: string } }>(
    "/api/deliverables/certificates/:id/download",
    { preHandler: requireUser },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { file, served } = await downloadCertificate({
        db,
        storage,
        certificateId: parseId(request.params.id, "file"),
        viewer,
      });
      return serveCustomerFile(db, request, reply, viewer, served, file);
    },
  );

  // Public and unauthenticated by design; answers are small and cacheable only briefly (a revocation must show).
  app.get<{ Params: { code: string } }>(
    "/api/verify/:code",
    { schema: answers(200, verifiedCertificateSchema) },
    async (request, reply) => {
      const certificate = await getVerifiedCertificate({ db, code: request.params.code });
      return reply.header("cache-control", "no-store").send(certificate);
    },
  );

  app.post<{ Params: { id: string } }>(
    "/api/admin/certificates/:id/revoke",
    { preHandler: requireAdmin, schema: answers(200, adminOrderDeliverySchema) },
    async (request) => {
      const certificateId = parseId(request.params.id, "certificate");
      const { reason } = parseInput(revokeCertificateSchema, request.body);
      const { orderId } = await revokeCertificate({ db, certificateId, reason, adminId: viewerOf(request).userId });
      return getOrderDelivery({ db, orderId });
    },
  );

  await app.register(signatureRoutes, deps);
};
