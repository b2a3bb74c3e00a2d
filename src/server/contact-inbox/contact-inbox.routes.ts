import type { FastifyPluginAsync } from "fastify";
import {
  contactAnswerSchema,
  contactMessageDetailSchema,
  contactMessagesPageSchema,
  contactMessagesQuerySchema,
  contactStatusSchema,
} from "../../shared/schemas/contact-inbox";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { answerContactMessage } from "./answer-contact-message";
import { getContactMessage } from "./get-contact-message";
import { listContactMessages } from "./list-contact-messages";
import { setContactMessageStatus } from "./set-contact-message-status";

type MessageParams = { Params: { id: string } };

/** The admin's contact inbox (docs/contact-inbox.md): read, answer by e-mail, close. Admins only. */
export const contactInboxRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer }) => {
  app.get(
    "/api/admin/contact-messages",
    { preHandler: requireAdmin, schema: answers(200, contactMessagesPageSchema) },
    async (request) => listContactMessages(db, parseInput(contactMessagesQuerySchema, request.query)),
  );

  app.get<MessageParams>(
    "/api/admin/contact-messages/:id",
    { preHandler: requireAdmin, schema: answers(200, contactMessageDetailSchema) },
    async (request) => getContactMessage(db, parseId(request.params.id, "message")),
  );

  app.post<MessageParams>(
    "/api/admin/contact-messages/:id/replies",
    { preHandler: requireAdmin, schema: answers(201, contactMessageDetailSchema) },
    async (request, reply) => {
      const messageId = parseId(request.params.id, "message");
      const { body } = parseInput(contactAnswerSchema, request.body);
      const detail = await answerContactMessage({ db, mailer, admin: request.session!.user, messageId, body });
      return reply.status(201).send(detail);
    },
  );

  app.patch<MessageParams>(
    "/api/admin/contact-messages/:id",
    { preHandler: requireAdmin, schema: answers(200, contactMessageDetailSchema) },
    async (request) =>
      setContactMessageStatus({
        db,
        messageId: parseId(request.params.id, "message"),
        status: parseInput(contactStatusSchema, request.body).status,
      }),
  );
};
