import type { FastifyPluginAsync } from "fastify";
import { acceptInvitationSchema, publicUserSchema } from "../../shared/schemas/auth";
import type { AppDeps } from "../app-deps";
import { startSession } from "../auth/start-session";
import { requireUser } from "../auth/guards";
import { toPublicUser } from "../auth/public-user";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { acceptTranslatorInvitation } from "./accept-translator-invitation";
import { viewerOf } from "../auth/viewer";

export const invitationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  app.post(
    "/api/translator-invitations/accept",
    { preHandler: requireUser, schema: answers(200, publicUserSchema) },
    async (request, reply) => {
      const { token } = parseInput(acceptInvitationSchema, request.body);
      const translator = await acceptTranslatorInvitation({ db, user: viewerOf(request).user, token });
      // A role change starts a new session: the cookie from before the change is worthless.
      await startSession(request, reply, {
        db,
        cookiePolicy: { secure: config.cookieSecure },
        userId: translator.id,
        verificationRequired: false,
      });
      return toPublicUser(translator);
    },
  );
};
