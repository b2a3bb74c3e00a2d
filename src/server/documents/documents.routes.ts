import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { AppDeps } from "../app-deps";
import { requireUser } from "../auth/guards";
import { parseId } from "../http/parse";
import { deleteDocument } from "./delete-document";
import { downloadDocument } from "./download-document";
import type { DocumentViewer } from "./get-document-or-throw";
import { listCustomerDocuments, listOrderDocuments } from "./list-documents";
import { stopOcr } from "./ocr-reader";
import { readDocumentUpload } from "./read-document-upload";
import { uploadDocument } from "./upload-document";
import { sendAttachment } from "../http/send-attachment";
import { createDocumentAnalyser } from "./analysis-pool";
import { acceptUploads } from "../http/accept-uploads";

type IdParams = { Params: { id: string } };

/** An admin counts as one only after the e-mailed code step, as everywhere else. */
function viewerOf(request: FastifyRequest): DocumentViewer {
  const session = request.session!;
  return { userId: session.user.id, isAdmin: session.user.role === "admin" && !session.verificationRequired };
}

/** Document upload, listing, download and removal (issue 4). Customers only ever reach their own. */
export const documentRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config, storage, payments, documentAnalyser }) => {
  await acceptUploads(app);
  // The OCR worker threads (started by the first scan) would keep the process alive after close.
  app.addHook("onClose", async () => stopOcr());
  const analyser = documentAnalyser ?? createDocumentAnalyser();
  if (!documentAnalyser) app.addHook("onClose", () => analyser.close());

  app.post("/api/documents", { preHandler: requireUser }, async (request, reply) => {
    const { orderId, itemId, file } = await readDocumentUpload(request);
    const result = await uploadDocument({
      db, storage, provider: payments, analyser, log: request.log, userId: request.session!.user.id, orderId: parseId(orderId, "order"),
      itemId: itemId === undefined ? undefined : parseId(itemId, "item"), file, analysisWaitMs: config.jobs.analysisWaitMs,
    });
    return reply.status(201).send(result);
  });

  app.get("/api/documents", { preHandler: requireUser }, async (request) => listCustomerDocuments({ db, userId: request.session!.user.id }));

  app.get<{ Params: { orderId: string } }>("/api/documents/order/:orderId", { preHandler: requireUser }, async (request) =>
    listOrderDocuments({ db, orderId: parseId(request.params.orderId, "order"), userId: request.session!.user.id }),
  );

  app.get<IdParams>("/api/documents/:id/download", { preHandler: requireUser }, async (request, reply) => {
    const file = await downloadDocument({ db, storage, documentId: parseId(request.params.id, "document"), viewer: viewerOf(request) });
    return sendAttachment(reply, file);
  });

  app.delete<IdParams>("/api/documents/:id", { preHandler: requireUser }, async (request) =>
    deleteDocument({ db, storage, provider: payments, log: request.log, userId: request.session!.user.id, documentId: parseId(request.params.id, "document") }),
  );
};
