import type { FastifyPluginAsync } from "fastify";
import { outboxPageSchema, outboxQuerySchema } from "../../shared/schemas/mail";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { listOutboxPage } from "./list-outbox-page";

/** The outbox: every e-mail the platform sent or kept, a page at a time, readable by admins with codes and single-use links masked. */
export const mailRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get("/api/admin/outbox", { preHandler: requireAdmin, schema: answers(200, outboxPageSchema) }, async (request) =>
    listOutboxPage(db, parseInput(outboxQuerySchema, request.query)),
  );
};
