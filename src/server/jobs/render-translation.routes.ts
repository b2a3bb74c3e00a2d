import type { FastifyPluginAsync } from "fastify";
import { translatorJobDetailSchema } from "../../shared/schemas/jobs";
import type { AppDeps } from "../app-deps";
import { requireTranslator } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { parseId } from "../http/parse";
import { answers } from "../http/zod-response";
import { getTranslatorJob } from "./get-translator-job";
import { renderTranslation } from "./render-translation";

type JobDocumentParams = { Params: { id: string; documentId: string } };

/**
 * POST /api/translator/jobs/:id/documents/:documentId/render: "Render translation" — the confirmed segments become
 * the document's new translation version (a PDF); answers the job like an upload does (201).
 */
export const renderTranslationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage }) => {
  app.post<JobDocumentParams>(
    "/api/translator/jobs/:id/documents/:documentId/render",
    { preHandler: requireTranslator, schema: answers(201, translatorJobDetailSchema) },
    async (request, reply) => {
      const jobId = parseId(request.params.id, "job");
      const userId = viewerOf(request).userId;
      await renderTranslation({
        db,
        storage,
        log: request.log,
        userId,
        jobId,
        documentId: parseId(request.params.documentId, "document"),
      });
      return reply.status(201).send(await getTranslatorJob({ db, jobId, userId }));
    },
  );
};
