import type { FastifyPluginAsync } from "fastify";
import {
  markThreadReadSchema,
  nameSpellingsSchema,
  orderMessageSchema,
  threadPageSchema,
  threadReadAnswerSchema,
  unreadAnswerSchema,
  unreadQuerySchema,
  updateNameSpellingsSchema,
} from "../../shared/schemas/order-messages";
import { pageQuerySchema } from "../../shared/schemas/pagination";
import type { AppDeps } from "../app-deps";
import { requireUser } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { acceptUploads } from "../http/accept-uploads";
import { parseId, parseInput } from "../http/parse";
import { serveCustomerFile } from "../files/record-file-access";
import { answers } from "../http/zod-response";
import { countUnread } from "./count-unread";
import { downloadAttachment } from "./download-attachment";
import { listThreadMessages } from "./list-thread-messages";
import { markThreadRead } from "./mark-thread-read";
import { getNameSpellings, updateNameSpellings } from "./name-spellings";
import { postMessage } from "./post-message";
import { readMessageUpload } from "./read-message-upload";

type OrderParams = { Params: { id: string } };
type AttachmentParams = { Params: { id: string; attachmentId: string } };

/**
 * The conversation on an order and its names as in the passport (docs/order-messages.md). One set of routes for
 * the three sides: each use case asks thread-access.ts who the viewer is in this order's thread, and anyone
 * outside it is told the order does not exist.
 */
export const messageRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage, mailer, config }) => {
  await acceptUploads(app);

  app.get<OrderParams>(
    "/api/orders/:id/messages",
    { preHandler: requireUser, schema: answers(200, threadPageSchema) },
    async (request) =>
      listThreadMessages({
        db,
        viewer: viewerOf(request),
        orderId: parseId(request.params.id, "order"),
        query: parseInput(pageQuerySchema, request.query),
      }),
  );

  app.post<OrderParams>(
    "/api/orders/:id/messages",
    { preHandler: requireUser, schema: answers(201, orderMessageSchema) },
    async (request, reply) => {
      const orderId = parseId(request.params.id, "order");
      const message = await postMessage({
        db,
        storage,
        mailer,
        log: request.log,
        publicUrl: config.publicUrl,
        viewer: viewerOf(request),
        orderId,
        readUpload: (budget) => readMessageUpload(request, { storage, log: request.log, budget }),
      });
      return reply.status(201).send(message);
    },
  );

  // Reading is a POST: a GET never writes (the page sends the newest message it has shown).
  app.post<OrderParams>(
    "/api/orders/:id/messages/read",
    { preHandler: requireUser, schema: answers(200, threadReadAnswerSchema) },
    async (request) => {
      const { lastMessageId } = parseInput(markThreadReadSchema, request.body);
      return markThreadRead({
        db,
        viewer: viewerOf(request),
        orderId: parseId(request.params.id, "order"),
        lastMessageId,
      });
    },
  );

  app.get<AttachmentParams>(
    "/api/orders/:id/messages/attachments/:attachmentId",
    { preHandler: requireUser },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const orderId = parseId(request.params.id, "order");
      const { attachmentId, ...file } = await downloadAttachment({
        db,
        storage,
        viewer,
        orderId,
        attachmentId: parseId(request.params.attachmentId, "file"),
      });
      // Recorded like every other customer file (issue 27, "Who opened my documents").
      return serveCustomerFile(
        db,
        request,
        reply,
        viewer,
        { orderId, kind: "message_attachment", fileId: attachmentId, fileName: file.fileName },
        file,
      );
    },
  );

  app.get(
    "/api/messages/unread",
    { preHandler: requireUser, schema: answers(200, unreadAnswerSchema) },
    async (request) => {
      const { orderIds } = parseInput(unreadQuerySchema, request.query);
      return countUnread({ db, viewer: viewerOf(request), orderIds });
    },
  );

  app.get<OrderParams>(
    "/api/orders/:id/name-spellings",
    { preHandler: requireUser, schema: answers(200, nameSpellingsSchema) },
    async (request) =>
      getNameSpellings({ db, viewer: viewerOf(request), orderId: parseId(request.params.id, "order") }),
  );

  app.put<OrderParams>(
    "/api/orders/:id/name-spellings",
    { preHandler: requireUser, schema: answers(200, nameSpellingsSchema) },
    async (request) => {
      const { nameSpellings } = parseInput(updateNameSpellingsSchema, request.body);
      return updateNameSpellings({
        db,
        viewer: viewerOf(request),
        orderId: parseId(request.params.id, "order"),
        nameSpellings,
      });
    },
  );
};
