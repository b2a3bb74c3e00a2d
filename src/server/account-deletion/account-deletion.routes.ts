import type { FastifyPluginAsync } from "fastify";
import { ACCOUNT_DELETION_MESSAGES } from "../../shared/account-deletion";
import { accountDeletionCheckSchema, deleteAccountSchema } from "../../shared/schemas/account-data";
import { messageAnswerSchema } from "../../shared/schemas/message";
import type { AppDeps } from "../app-deps";
import { DEVICE_COOKIE } from "../auth/device-cookie";
import { requireCustomer } from "../auth/guards";
import { clearSessionCookie } from "../auth/session-cookie";
import { viewerOf } from "../auth/viewer";
import { parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { deleteAccount } from "./delete-account";
import { findOrdersInProgress } from "./find-orders-in-progress";

/** Account Settings' "Delete my account" (docs/security.md, "Deleting an account"). */
export const accountDeletionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage, mailer }) => {
  // What the screen shows before the password is asked for: the orders that stand in the way, if any.
  app.get(
    "/api/user/account-deletion",
    { preHandler: requireCustomer, schema: answers(200, accountDeletionCheckSchema) },
    async (request) => ({
      ordersInProgress: await findOrdersInProgress(db, viewerOf(request).userId),
    }),
  );

  app.post(
    "/api/user/delete",
    { preHandler: requireCustomer, schema: answers(200, messageAnswerSchema) },
    async (request, reply) => {
      const input = parseInput(deleteAccountSchema, request.body);
      await deleteAccount({ db, storage, mailer, log: request.log, user: viewerOf(request).user, input });
      // Signed out here too: the session and the device cookie's record are gone with the account.
      clearSessionCookie(reply);
      reply.clearCookie(DEVICE_COOKIE, { path: "/api" });
      return { message: ACCOUNT_DELETION_MESSAGES.deleted };
    },
  );
};
