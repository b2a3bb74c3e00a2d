import type { FastifyPluginAsync } from "fastify";
import { adminRegisterSchema } from "../../shared/schemas/admin";
import { changePasswordSchema, publicUserSchema } from "../../shared/schemas/auth";
import { messageAnswerSchema } from "../../shared/schemas/message";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { toPublicUser } from "../auth/public-user";
import { registerUser } from "../auth/register-user";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { changePassword } from "../auth/change-password";
import { viewerOf } from "../auth/viewer";

/** Creating administrators and changing one's own admin password; both need a verified admin. */
export const adminAccountRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  // Only a verified admin can create another: an open admin sign-up would be anyone's admin account.
  // The new admin is not signed in and the caller's session is left as it is (docs/administration.md, "Admin accounts").
  app.post(
    "/api/admin/register",
    { preHandler: requireAdmin, schema: answers(201, publicUserSchema) },
    async (request, reply) => {
      const { isAdmin: _isAdmin, ...input } = parseInput(adminRegisterSchema, request.body);
      const user = await registerUser(db, { ...input, role: "admin" });
      return reply.status(201).send(toPublicUser(user));
    },
  );

  app.post(
    "/api/admin/change-password",
    { preHandler: requireAdmin, schema: answers(200, messageAnswerSchema) },
    async (request) => {
      const input = parseInput(changePasswordSchema, request.body);
      const viewer = viewerOf(request);
      await changePassword({ db, user: viewer.user, currentSessionId: viewer.sessionId, input });
      return { message: "Password changed successfully" };
    },
  );
};
