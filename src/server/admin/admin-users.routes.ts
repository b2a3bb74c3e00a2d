import type { FastifyPluginAsync } from "fastify";
import {
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  setUserDisabledSchema,
  updateUserSchema,
} from "../../shared/schemas/admin";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { listUsers } from "./list-users";
import { setUserDisabled } from "./set-user-disabled";
import { updateUser } from "./update-user";
import { viewerOf } from "../auth/viewer";

/** The Customers screen (docs/administration.md, "Customers"): list, edit, disable and re-enable accounts. */
export const adminUserRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get(
    "/api/admin/users",
    { preHandler: requireAdmin, schema: answers(200, adminUserListSchema) },
    async (request) => listUsers({ db, query: parseInput(adminUsersQuerySchema, request.query) }),
  );

  app.patch<{ Params: { id: string } }>(
    "/api/admin/users/:id",
    { preHandler: requireAdmin, schema: answers(200, adminUserSchema) },
    async (request) => {
      const userId = parseId(request.params.id, "user");
      const input = parseInput(updateUserSchema, request.body);
      return updateUser({ db, userId, input });
    },
  );

  app.patch<{ Params: { id: string } }>(
    "/api/admin/users/:id/disable",
    { preHandler: requireAdmin, schema: answers(200, adminUserSchema) },
    async (request) => {
      const userId = parseId(request.params.id, "user");
      const { disabled } = parseInput(setUserDisabledSchema, request.body);
      return setUserDisabled({ db, userId, disabled, adminId: viewerOf(request).userId });
    },
  );
};
