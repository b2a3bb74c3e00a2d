import type { FastifyPluginAsync } from "fastify";
import {
  translatorJobDetailSchema,
  translatorJobListSchema,
  translatorJobsQuerySchema,
} from "../../shared/schemas/jobs";
import type { AppDeps } from "../app-deps";
import { requireTranslator } from "../auth/guards";
import { readDocumentUpload } from "../documents/read-document-upload";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { completeJob } from "./complete-job";
import { downloadJobDocument } from "./download-job-document";
import { getTranslatorJob } from "./get-translator-job";
import { listTranslatorJobs } from "./list-translator-jobs";
import { uploadTranslation } from "./upload-translation";
import { serveCustomerFile } from "../files/record-file-access";
import { acceptUploads } from "../http/accept-uploads";
import { viewerOf } from "../auth/viewer";

type JobParams = { Params: { id: string } };
type JobDocumentParams = { Params: { id: string; documentId: string } };

/** The translator portal's API: own jobs only; anyone else's job answers 404 "Job not found". */
export const translatorJobRoutes: FastifyPluginAsync<AppDeps> = async (
  app,
  { db, storage, mailer, config, queue, deliveryChecks },
) => {
  await acceptUploads(app);
  app.get(
    "/api/translator/jobs",
    { preHandler: requireTranslator, schema: answers(200, translatorJobListSchema) },
    async (request) =>
      listTranslatorJobs({
        db,
        userId: viewerOf(request).userId,
        query: parseInput(translatorJobsQuerySchema, request.query),
      }),
  );

  app.get<JobParams>(
    "/api/translator/jobs/:id",
    { preHandler: requireTranslator, schema: answers(200, translatorJobDetailSchema) },
    async (request) =>
      getTranslatorJob({ db, jobId: parseId(request.params.id, "job"), userId: viewerOf(request).userId }),
  );

  app.get<JobDocumentParams>(
    "/api/translator/jobs/:id/documents/:documentId/download",
    { preHandler: requireTranslator },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { file, served } = await downloadJobDocument({
        db,
        storage,
        userId: viewer.userId,
        jobId: parseId(request.params.id, "job"),
        documentId: parseId(request.params.documentId, "document"),
      });
      return serveCustomerFile(db, request, reply, viewer, served, file);
    },
  );

  app.post<JobDocumentParams>(
    "/api/translator/jobs/:id/documents/:documentId/translations",
    { preHandler: requireTranslator, schema: answers(201, translatorJobDetailSchema) },
    async (request, reply) => {
      const jobId = parseId(request.params.id, "job");
      const documentId = parseId(request.params.documentId, "document");
      const { file } = await readDocumentUpload(request);
      await uploadTranslation({
        db,
        storage,
        log: request.log,
        userId: viewerOf(request).userId,
        jobId,
        documentId,
        file,
      });
      // The upload's checks read both files: off the request path (docs/translation-checks.md).
      await queue?.send("translation.check", { documentId });
      return reply.status(201).send(await getTranslatorJob({ db, jobId, userId: viewerOf(request).userId }));
    },
  );

  app.post<JobParams>(
    "/api/translator/jobs/:id/complete",
    { preHandler: requireTranslator, schema: answers(200, translatorJobDetailSchema) },
    async (request) => {
      const jobId = parseId(request.params.id, "job");
      if (!deliveryChecks) throw new Error("deliveryChecks is wired by app.ts");
      await completeJob({
        db,
        mailer,
        publicUrl: config.publicUrl,
        userId: viewerOf(request).userId,
        jobId,
        deliveryChecks,
      });
      return getTranslatorJob({ db, jobId, userId: viewerOf(request).userId });
    },
  );
};
