import type { FastifyPluginAsync } from "fastify";
import { xliffImportResultSchema, xliffQuerySchema } from "../../shared/schemas/xliff";
import type { AppDeps } from "../app-deps";
import { requireTranslator } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { readDocumentUpload } from "../documents/read-document-upload";
import { acceptUploads } from "../http/accept-uploads";
import { badRequest } from "../http/app-error";
import { parseId, parseInput } from "../http/parse";
import { sendAttachment } from "../http/send-attachment";
import { answers } from "../http/zod-response";
import { exportDocumentXliff } from "./xliff-export";
import { importDocumentXliff } from "./xliff-import";

type Params = { Params: { id: string; documentId: string } };
const PATH = "/api/translator/jobs/:id/documents/:documentId/xliff";

/** XLIFF 2.0 / 1.2 exchange of one document's segments, for translators who work in their own CAT tool. */
export const xliffRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  await acceptUploads(app);
  app.get<Params>(PATH, { preHandler: requireTranslator }, async (request, reply) => {
    const { version } = parseInput(xliffQuerySchema, request.query);
    const file = await exportDocumentXliff({
      db,
      userId: viewerOf(request).userId,
      jobId: parseId(request.params.id, "job"),
      documentId: parseId(request.params.documentId, "document"),
      version,
    });
    return sendAttachment(reply, { ...file, contentType: "application/xliff+xml; charset=utf-8" });
  });

  app.post<Params>(
    PATH,
    { preHandler: requireTranslator, schema: answers(200, xliffImportResultSchema) },
    async (request) => {
      const jobId = parseId(request.params.id, "job");
      const documentId = parseId(request.params.documentId, "document");
      const { file } = await readDocumentUpload(request);
      if (!file) throw badRequest("NO_FILE");
      return importDocumentXliff({
        db,
        userId: viewerOf(request).userId,
        jobId,
        documentId,
        xml: file.bytes.toString("utf8"),
      });
    },
  );
};
