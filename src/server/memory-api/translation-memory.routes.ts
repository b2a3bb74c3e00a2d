import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { messageAnswerSchema } from "../../shared/schemas/message";
import {
  memoryImportResultSchema,
  memoryPageSchema,
  memoryQuerySchema,
  memoryUnitSchema,
  updateMemoryUnitSchema,
} from "../../shared/schemas/translation-memory";
import { segmentMatchesSchema } from "../../shared/schemas/workbench";
import type { AppDeps } from "../app-deps";
import { requireAdmin, requireTranslator } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { AppError, badRequest, english } from "../http/app-error";
import { parseId, parseInput } from "../http/parse";
import { sendAttachment } from "../http/send-attachment";
import { answers } from "../http/zod-response";
import { deleteMemoryUnit, updateMemoryUnit } from "./edit-memory-unit";
import { exportTmx } from "../translation-memory/export-tmx";
import { getSegmentMatches } from "./get-segment-matches";
import { importTmx } from "./import-tmx";
import { listMemoryPage } from "./list-memory-page";

/** A TMX file may be much larger than a document: it is parsed as it streams, never held whole. */
export const MAX_TMX_MB = 200;

type UnitParams = { Params: { id: string } };
type SegmentParams = { Params: { id: string; segmentId: string } };

/** The translation memory (docs/workbench.md "Translation memory"): the translator's matches and the admin's memory. */
export const translationMemoryRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_TMX_MB * 1024 * 1024, files: 1, fields: 5 } });

  app.get<SegmentParams>(
    "/api/translator/jobs/:id/segments/:segmentId/matches",
    { preHandler: requireTranslator, schema: answers(200, segmentMatchesSchema) },
    async (request) =>
      getSegmentMatches({
        db,
        userId: viewerOf(request).userId,
        jobId: parseId(request.params.id, "job"),
        segmentId: parseId(request.params.segmentId, "segment"),
      }),
  );

  app.get("/api/admin/memory", { preHandler: requireAdmin, schema: answers(200, memoryPageSchema) }, async (request) =>
    listMemoryPage(db, parseInput(memoryQuerySchema, request.query)),
  );

  app.put<UnitParams>(
    "/api/admin/memory/:id",
    { preHandler: requireAdmin, schema: answers(200, memoryUnitSchema) },
    async (request) =>
      updateMemoryUnit(db, parseId(request.params.id, "unit"), parseInput(updateMemoryUnitSchema, request.body)),
  );

  app.delete<UnitParams>(
    "/api/admin/memory/:id",
    { preHandler: requireAdmin, schema: answers(200, messageAnswerSchema) },
    async (request) => {
      await deleteMemoryUnit(db, parseId(request.params.id, "unit"));
      return { message: "Unit deleted" };
    },
  );

  app.post(
    "/api/admin/memory-files/import",
    { preHandler: requireAdmin, schema: answers(200, memoryImportResultSchema) },
    async (request) => {
      if (!request.isMultipart()) throw badRequest("NO_FILE");
      const file = await request.file();
      if (!file) throw badRequest("NO_FILE");
      try {
        const result = await importTmx(db, file.file);
        if (file.file.truncated) throw new AppError(413, english(`A TMX file may be at most ${MAX_TMX_MB} MB`));
        return result;
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw new AppError(413, english(`A TMX file may be at most ${MAX_TMX_MB} MB`));
        throw error;
      }
    },
  );

  app.get("/api/admin/memory-files/export", { preHandler: requireAdmin }, async (_request, reply) =>
    sendAttachment(reply, {
      fileName: `translation-memory-${new Date().toISOString().slice(0, 10)}.tmx`,
      contentType: "application/x-tmx+xml; charset=utf-8",
      stream: exportTmx(db),
    }),
  );
};
