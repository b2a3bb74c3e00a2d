import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";

/** The outbox: every e-mail the platform sent or kept, readable by admins (the local mailbox in development). */
export const mailRoutes: FastifyPluginAsync<AppDeps> = async (app, { mailer }) => {
  app.get<{ Querystring: { to?: string } }>("/api/admin/outbox", { preHandler: requireAdmin }, async (request) => {
    const to = typeof request.query.to === "string" ? request.query.to : undefined;
    return mailer.listOutbox({ limit: 100, to });
  });
};
