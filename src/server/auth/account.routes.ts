import type { FastifyPluginAsync } from "fastify";
import { changePasswordSchema, updateProfileSchema } from "../../shared/schemas/auth";
import type { AppDeps } from "../app-deps";
import { parseInput } from "../http/parse";
import { changePassword } from "./change-password";
import { requireUser } from "./guards";
import { toPublicUser } from "./public-user";
import { updateAccount } from "./update-account";

/** Account Settings: the signed-in user's own profile and password. */
export const accountRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.patch("/api/user", { preHandler: requireUser }, async (request) => {
    const changes = parseInput(updateProfileSchema, request.body);
    const user = await updateAccount({ db, userId: request.session!.user.id, changes });
    return toPublicUser(user);
  });

  app.post("/api/user/change-password", { preHandler: requireUser }, async (request) => {
    const input = parseInput(changePasswordSchema, request.body);
    const session = request.session!;
    await changePassword({ db, user: session.user, currentSessionId: session.id, input });
    return { message: "Password changed successfully" };
  });
};
