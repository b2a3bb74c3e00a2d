import type { FastifyPluginAsync } from "fastify";
import { submitApplicationResponseSchema, translatorApplicationSchema } from "../../shared/schemas/translators";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { checkApplicationFiles } from "./check-application-files";
import { readApplicationUpload } from "./read-application-upload";
import { submitApplication } from "./submit-application";
import { acceptUploads } from "../http/accept-uploads";

export const applicationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage, mailer, config }) => {
  await acceptUploads(app);
  app.post(
    "/api/translator-application",
    { schema: answers(201, submitApplicationResponseSchema) },
    async (request, reply) => {
      const upload = await readApplicationUpload(request);
      const input = parseInput(translatorApplicationSchema, upload.fields);
      const files = checkApplicationFiles(upload.files);
      const answer = await submitApplication({ db, storage, mailer, publicUrl: config.publicUrl, input, files });
      return reply.status(201).send(answer);
    },
  );
};
