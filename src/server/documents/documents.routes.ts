import type { FastifyPluginAsync } from "fastify";
import {
  customerDocumentListSchema,
  documentChangeResultSchema,
  documentListSchema,
  uploadDocumentResponseSchema,
} from "../../shared/schemas/documents";
import { pageQuerySchema } from "../../shared/schemas/pagination";
import type { AppDeps } from "../app-deps";
import { requireUser } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { deleteDocument } from "./delete-document";
import { downloadDocument } from "./download-document";
import { listCustomerDocuments, listOrderDocuments } from "./list-documents";
import { stopOcr } from "./ocr-reader";
import { readDocumentUpload } from "./read-document-upload";
import { uploadDocument } from "./upload-document";
import { serveCustomerFile } from "../files/record-file-access";
import { createDocumentAnalyser } from "./analysis-pool";
import { acceptUploads } from "../http/accept-uploads";
import { viewerOf } from "../auth/viewer";

type IdParams = { Params: { id: string } };

/** Document upload, listing, download and removal (docs/ordering.md, "Documents"). Customers only ever reach their own. */
export const documentRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, config, storage, payments, documentAnalyser },
) => {
  await acceptUploads(app);
  // The OCR worker threads (started by the first scan) would keep the process alive after close.
  app.addHook("onClose", async () => stopOcr());
  const analyser = documentAnalyser ?? createDocumentAnalyser();
  if (!documentAnalyser) app.addHook("onClose", () => analyser.close());

  app.post(
    "/api/documents",
    { preHandler: requireUser, schema: answers(201, uploadDocumentResponseSchema) },
    async (request, reply) => {
      const { orderId, itemId, file } = await readDocumentUpload(request);
      const result = await uploadDocument({
        db,
        storage,
        provider: payments,
        analyser,
        log: request.log,
        userId: viewerOf(request).userId,
        orderId: parseId(orderId, "order"),
        itemId: itemId === undefined ? undefined : parseId(itemId, "item"),
        file,
        analysisWaitMs: config.jobs.analysisWaitMs,
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    "/api/documents",
    { preHandler: requireUser, schema: answers(200, customerDocumentListSchema) },
    async (request) =>
      listCustomerDocuments({
        db,
        userId: viewerOf(request).userId,
        query: parseInput(pageQuerySchema, request.query),
      }),
  );

  app.get<{ Params: { orderId: string } }>(
    "/api/documents/order/:orderId",
    { preHandler: requireUser, schema: answers(200, documentListSchema) },
    async (request) =>
      listOrderDocuments({ db, orderId: parseId(request.params.orderId, "order"), userId: viewerOf(request).userId }),
  );

  app.get<IdParams>("/api/documents/:id/download", { preHandler: requireUser }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { file, served } = await downloadDocument({
      db,
      storage,
      documentId: parseId(request.params.id, "document"),
      viewer,
    });
    return serveCustomerFile(db, request, reply, viewer, served, file);
  });

  app.delete<IdParams>(
    "/api/documents/:id",
    { preHandler: requireUser, schema: answers(200, documentChangeResultSchema) },
    async (request) =>
      deleteDocument({
        db,
        storage,
        provider: payments,
        log: request.log,
        userId: viewerOf(request).userId,
        documentId: parseId(request.params.id, "document"),
      }),
  );
};
