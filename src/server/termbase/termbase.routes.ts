import type { FastifyPluginAsync } from "fastify";
import {
  termExportQuerySchema,
  termImportResultSchema,
  termImportSchema,
  termInputSchema,
  termListQuerySchema,
  termDeletedSchema,
  termListSchema,
  termSchema,
} from "../../shared/schemas/termbase";
import { documentTermsSchema } from "../../shared/schemas/workbench";
import type { AppDeps } from "../app-deps";
import { requireAdmin, requireTranslator } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { parseId, parseInput } from "../http/parse";
import { sendAttachment } from "../http/send-attachment";
import { answers } from "../http/zod-response";
import { exportTerms } from "./export-terms";
import { importTerms } from "./import-terms";
import { listDocumentTermHits } from "./list-document-term-hits";
import { listTerms } from "./list-terms";
import { createTerm, deleteTerm, updateTerm } from "./save-term";

type TermParams = { Params: { id: string } };
type JobDocumentParams = { Params: { id: string; documentId: string } };

/** The termbase (docs/workbench.md, "Termbase"): the admin's list, edits, import and export; the translator's hits. */
export const termbaseRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get("/api/admin/termbase", { preHandler: requireAdmin, schema: answers(200, termListSchema) }, async (request) =>
    listTerms({ db, query: parseInput(termListQuerySchema, request.query) }),
  );

  app.post(
    "/api/admin/termbase",
    { preHandler: requireAdmin, schema: answers(201, termSchema) },
    async (request, reply) => {
      const input = parseInput(termInputSchema, request.body);
      return reply.status(201).send(await createTerm({ db, input, adminId: viewerOf(request).userId }));
    },
  );

  app.put<TermParams>(
    "/api/admin/termbase/:id",
    { preHandler: requireAdmin, schema: answers(200, termSchema) },
    async (request) =>
      updateTerm({
        db,
        termId: parseId(request.params.id, "term"),
        input: parseInput(termInputSchema, request.body),
        adminId: viewerOf(request).userId,
      }),
  );

  app.delete<TermParams>(
    "/api/admin/termbase/:id",
    { preHandler: requireAdmin, schema: answers(200, termDeletedSchema) },
    async (request) => {
      const termId = parseId(request.params.id, "term");
      await deleteTerm({ db, termId, adminId: viewerOf(request).userId });
      return { id: termId };
    },
  );

  app.post(
    "/api/admin/termbase-files/import",
    { preHandler: requireAdmin, schema: answers(200, termImportResultSchema) },
    async (request) =>
      importTerms({ db, input: parseInput(termImportSchema, request.body), adminId: viewerOf(request).userId }),
  );

  app.get("/api/admin/termbase-files/export", { preHandler: requireAdmin }, async (request, reply) => {
    const { format } = parseInput(termExportQuerySchema, request.query);
    const file = await exportTerms({ db, format });
    return sendAttachment(reply, {
      fileName: file.fileName,
      contentType: file.contentType,
      bytes: Buffer.from(file.text),
    });
  });

  app.get<JobDocumentParams>(
    "/api/translator/jobs/:id/documents/:documentId/terms",
    { preHandler: requireTranslator, schema: answers(200, documentTermsSchema) },
    async (request) =>
      listDocumentTermHits({
        db,
        jobId: parseId(request.params.id, "job"),
        documentId: parseId(request.params.documentId, "document"),
        userId: viewerOf(request).userId,
      }),
  );
};
