import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";
import { maskSecrets } from "../../shared/mask-secrets";
import { requireAdmin } from "../auth/guards";

/** The outbox: every e-mail the platform sent or kept, readable by admins with codes and single-use links masked. */
export const mailRoutes: FastifyPluginAsync<AppDeps> = async (app, { mailer }) => {
  app.get<{ Querystring: { to?: string } }>("/api/admin/outbox", { preHandler: requireAdmin }, async (request) => {
    const to = typeof request.query.to === "string" ? request.query.to : undefined;
    const emails = await mailer.listOutbox({ limit: 100, to });
    // Admins see that a code or link was sent, never the secret itself (docs/security.md: an outbox reader must not take accounts over).
    return emails.map((mail) => ({
      ...mail,
      subject: maskSecrets(mail.subject),
      text: maskSecrets(mail.text),
      html: mail.html === null ? null : maskSecrets(mail.html),
    }));
  });
};
