import type { FastifyPluginAsync } from "fastify";
import {
  translatorApplicationDtoSchema,
  translatorApplicationListSchema,
  translatorApplicationsQuerySchema,
  translatorStatusUpdateSchema,
} from "../../shared/schemas/translators";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { listTranslatorApplications } from "./list-translator-applications";
import { FILE_ROUTES, readTranslatorFile, type FileRoute } from "./read-translator-file";
import { setTranslatorStatus } from "./set-translator-status";
import { sendAttachment } from "../http/send-attachment";
import { answers } from "../http/zod-response";

/** Admin review of applications (docs/translators.md); every route requires a verified admin. Files are never public. */
export const adminTranslatorRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage, mailer, config }) => {
  app.addHook("preHandler", requireAdmin);

  app.get("/api/admin/translators", { schema: answers(200, translatorApplicationListSchema) }, async (request) =>
    listTranslatorApplications(db, parseInput(translatorApplicationsQuerySchema, request.query)),
  );

  app.put<{ Params: { id: string } }>(
    "/api/admin/translators/:id/status",
    { schema: answers(200, translatorApplicationDtoSchema) },
    async (request) => {
      const translatorId = parseId(request.params.id, "translator");
      const { status } = parseInput(translatorStatusUpdateSchema, request.body);
      return setTranslatorStatus({ db, mailer, publicUrl: config.publicUrl, translatorId, decision: status });
    },
  );

  for (const route of Object.keys(FILE_ROUTES) as FileRoute[]) {
    app.get<{ Params: { id: string } }>(`/api/admin/translators/:id/${route}`, async (request, reply) => {
      const translatorId = parseId(request.params.id, "translator");
      const file = await readTranslatorFile({ db, storage, translatorId, route });
      return sendAttachment(reply, { ...file, disposition: "inline" });
    });
  }
};
