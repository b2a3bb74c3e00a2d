import type { FastifyPluginAsync } from "fastify";
import {
  changePasswordSchema,
  publicUserSchema,
  updateLanguageSchema,
  updateProfileSchema,
} from "../../shared/schemas/auth";
import { messageAnswerSchema } from "../../shared/schemas/message";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { changePassword } from "./change-password";
import { requireUser } from "./guards";
import { toPublicUser } from "./public-user";
import { updateLanguage } from "./update-language";
import { updateProfile } from "./update-profile";
import { viewerOf } from "./viewer";

/** Account Settings: the signed-in user's own profile and password. */
export const accountRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, config }) => {
  app.patch("/api/user", { preHandler: requireUser, schema: answers(200, publicUserSchema) }, async (request) => {
    const input = parseInput(updateProfileSchema, request.body);
    const user = await updateProfile({ db, mailer, publicUrl: config.publicUrl, user: viewerOf(request).user, input });
    return toPublicUser(user);
  });

  // The header's language switch while signed in: the customer's screens and e-mails follow it.
  app.put(
    "/api/user/language",
    { preHandler: requireUser, schema: answers(200, publicUserSchema) },
    async (request) => {
      const { language } = parseInput(updateLanguageSchema, request.body);
      return toPublicUser(await updateLanguage({ db, userId: viewerOf(request).userId, language }));
    },
  );

  app.post(
    "/api/user/change-password",
    { preHandler: requireUser, schema: answers(200, messageAnswerSchema) },
    async (request) => {
      const input = parseInput(changePasswordSchema, request.body);
      const viewer = viewerOf(request);
      await changePassword({ db, user: viewer.user, currentSessionId: viewer.sessionId, input });
      return { message: "Password changed successfully" };
    },
  );
};
