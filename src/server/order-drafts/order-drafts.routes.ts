import type { FastifyPluginAsync } from "fastify";
import {
  draftOrderCreatedSchema,
  orderDraftAnswerSchema,
  orderDraftDtoSchema,
  saveOrderDraftSchema,
} from "../../shared/schemas/order-draft";
import type { AppDeps } from "../app-deps";
import { requireVerifiedEmail } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { createDocumentAnalyser } from "../documents/analysis-pool";
import { readDocumentUpload } from "../documents/read-document-upload";
import { acceptUploads } from "../http/accept-uploads";
import { forbidden } from "../http/app-error";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { addDraftFile } from "./add-draft-file";
import { turnDraftIntoOrder } from "./draft-to-order";
import { findDraft, loadDraftFiles } from "./find-draft";
import { readDraftFiles } from "./read-draft-files";
import { removeDraftFile } from "./remove-draft-file";
import { saveDraft } from "./save-draft";
import { toDraftDto } from "./serialize-draft";

type FileParams = { Params: { fileId: string } };

/**
 * The visitor's order draft (docs/ordering.md, "Files first"): no account needed until it becomes an order. The
 * draft is the browser's (an httpOnly cookie) and, once its visitor signed up or in, the account's.
 */
export const orderDraftRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config, storage, documentAnalyser }) => {
  await acceptUploads(app);
  const analyser = documentAnalyser ?? createDocumentAnalyser();
  if (!documentAnalyser) app.addHook("onClose", () => analyser.close());
  const cookiePolicy = { secure: config.cookieSecure };

  app.get("/api/order-draft", { schema: answers(200, orderDraftAnswerSchema) }, async (request) => {
    const draft = await findDraft(db, request);
    if (!draft) return { draft: null };
    return { draft: await toDraftDto(db, { draft, files: await loadDraftFiles(db, draft.id) }) };
  });

  app.put("/api/order-draft", { schema: answers(200, orderDraftDtoSchema) }, async (request, reply) => {
    const input = parseInput(saveOrderDraftSchema, request.body);
    return toDraftDto(db, await saveDraft(db, { request, reply, cookiePolicy }, input));
  });

  app.post("/api/order-draft/files", { schema: answers(201, orderDraftDtoSchema) }, async (request, reply) => {
    const { file, fields } = await readDocumentUpload(request);
    const itemIndex = /^\d{1,2}$/.test(fields.itemIndex ?? "") ? Number(fields.itemIndex) : undefined;
    const loaded = await addDraftFile({
      db,
      storage,
      log: request.log,
      context: { request, reply, cookiePolicy },
      file,
      itemIndex,
      documentType: fields.documentType,
    });
    // Counted after the answer: the page shows "Reading…" and asks again until the count is there.
    void readDraftFiles({ db, storage, analyser, log: app.log }, loaded.draft.id);
    return reply.status(201).send(await toDraftDto(db, loaded));
  });

  app.delete<FileParams>(
    "/api/order-draft/files/:fileId",
    { schema: answers(200, orderDraftDtoSchema) },
    async (request) => {
      const fileId = parseId(request.params.fileId, "file");
      return toDraftDto(db, await removeDraftFile({ db, storage, log: request.log }, request, fileId));
    },
  );

  app.post(
    "/api/order-draft/order",
    { preHandler: requireVerifiedEmail, schema: answers(201, draftOrderCreatedSchema) },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (viewer.role !== "user") throw forbidden("CUSTOMER_ACCESS_REQUIRED");
      const orderId = await turnDraftIntoOrder(db, request, viewer.userId);
      return reply.status(201).send({ orderId });
    },
  );
};
