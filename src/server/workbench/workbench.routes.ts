import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  adminWorkbenchSchema,
  documentSegmentsSchema,
  saveSegmentSchema,
  segmentSchema,
} from "../../shared/schemas/workbench";
import type { AppDeps } from "../app-deps";
import { requireAdmin, requireTranslator } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { adminWorkbenchStats } from "./admin-workbench-stats";
import { getDocumentSegments } from "./get-document-segments";
import { prepareSegmentation } from "./prepare-segmentation";
import { readPageImage } from "./read-page-image";
import { saveSegment } from "./save-segment";

type JobDocumentParams = { Params: { id: string; documentId: string } };
type PageParams = { Params: { id: string; documentId: string; page: string } };
type SegmentParams = { Params: { id: string; segmentId: string } };
type OrderParams = { Params: { orderId: string } };

const pageNumberSchema = z.coerce
  .number({ error: "Invalid page" })
  .int("Invalid page")
  .min(1, "Invalid page")
  .max(10_000);

/** The translator's workbench (docs/workbench.md, "Routes"): own jobs only; and the admin's per-order figures. */
export const workbenchRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage, queue }) => {
  app.get<JobDocumentParams>(
    "/api/translator/jobs/:id/documents/:documentId/segments",
    { preHandler: requireTranslator, schema: answers(200, documentSegmentsSchema) },
    async (request) =>
      getDocumentSegments({
        db,
        userId: viewerOf(request).userId,
        jobId: parseId(request.params.id, "job"),
        documentId: parseId(request.params.documentId, "document"),
      }),
  );

  app.post<JobDocumentParams>(
    "/api/translator/jobs/:id/documents/:documentId/segments/prepare",
    { preHandler: requireTranslator, schema: answers(202, documentSegmentsSchema) },
    async (request, reply) =>
      reply.status(202).send(
        await prepareSegmentation({
          db,
          queue,
          userId: viewerOf(request).userId,
          jobId: parseId(request.params.id, "job"),
          documentId: parseId(request.params.documentId, "document"),
        }),
      ),
  );

  app.put<SegmentParams>(
    "/api/translator/jobs/:id/segments/:segmentId",
    { preHandler: requireTranslator, schema: answers(200, segmentSchema) },
    async (request) =>
      saveSegment({
        db,
        userId: viewerOf(request).userId,
        jobId: parseId(request.params.id, "job"),
        segmentId: parseId(request.params.segmentId, "segment"),
        input: parseInput(saveSegmentSchema, request.body),
      }),
  );

  app.get<PageParams>(
    "/api/translator/jobs/:id/documents/:documentId/pages/:page",
    { preHandler: requireTranslator },
    async (request, reply) => {
      const png = await readPageImage({
        db,
        storage,
        userId: viewerOf(request).userId,
        jobId: parseId(request.params.id, "job"),
        documentId: parseId(request.params.documentId, "document"),
        page: parseInput(pageNumberSchema, request.params.page),
      });
      // The customer's document: kept by the translator's browser only, never by a shared cache.
      return reply.header("content-type", "image/png").header("cache-control", "private, max-age=600").send(png);
    },
  );

  app.get<OrderParams>(
    "/api/admin/orders/:orderId/workbench",
    { preHandler: requireAdmin, schema: answers(200, adminWorkbenchSchema) },
    async (request) => adminWorkbenchStats({ db, orderId: parseId(request.params.orderId, "order") }),
  );
};
