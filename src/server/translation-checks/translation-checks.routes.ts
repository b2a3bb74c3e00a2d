import type { FastifyPluginAsync } from "fastify";
import { orderChecksSchema, overrideFindingSchema } from "../../shared/schemas/translation-checks";
import type { AppDeps } from "../app-deps";
import { requireAdmin, requireTranslator } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { termbaseTerms } from "./check-terms";
import { overrideFinding } from "./override-finding";
import { getAdminOrderChecks, getJobChecks, runJobDocumentChecks } from "./run-job-checks";

type JobParams = { Params: { id: string } };
type JobDocumentParams = { Params: { id: string; documentId: string } };

/** The translation checks before delivery (docs/translation-checks.md): the translator's panel and the admin's. */
export const translationCheckRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage }) => {
  const loadTerms = termbaseTerms;

  app.get<JobParams>(
    "/api/translator/jobs/:id/checks",
    { preHandler: requireTranslator, schema: answers(200, orderChecksSchema) },
    async (request) =>
      getJobChecks({ db, loadTerms, userId: viewerOf(request).userId, jobId: parseId(request.params.id, "job") }),
  );

  app.post<JobDocumentParams>(
    "/api/translator/jobs/:id/documents/:documentId/checks",
    { preHandler: requireTranslator, schema: answers(200, orderChecksSchema) },
    async (request) =>
      runJobDocumentChecks({
        db,
        storage,
        loadTerms,
        userId: viewerOf(request).userId,
        jobId: parseId(request.params.id, "job"),
        documentId: parseId(request.params.documentId, "document"),
      }),
  );

  app.post<JobDocumentParams>(
    "/api/translator/jobs/:id/documents/:documentId/checks/overrides",
    { preHandler: requireTranslator, schema: answers(200, orderChecksSchema) },
    async (request) => {
      const jobId = parseId(request.params.id, "job");
      const userId = viewerOf(request).userId;
      const input = parseInput(overrideFindingSchema, request.body);
      await overrideFinding({
        db,
        userId,
        jobId,
        documentId: parseId(request.params.documentId, "document"),
        findingId: input.findingId,
        reason: input.reason,
      });
      return getJobChecks({ db, loadTerms, userId, jobId });
    },
  );

  app.get<{ Params: { orderId: string } }>(
    "/api/admin/orders/:orderId/checks",
    { preHandler: requireAdmin, schema: answers(200, orderChecksSchema) },
    async (request) =>
      getAdminOrderChecks({
        db,
        loadTerms,
        viewer: viewerOf(request),
        orderId: parseId(request.params.orderId, "order"),
      }),
  );
};
