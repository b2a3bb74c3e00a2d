import type { FastifyPluginAsync } from "fastify";
import {
  adminFileAccessPageSchema,
  customerFileAccessPageSchema,
  fileAccessQuerySchema,
  orderFilesSchema,
} from "../../shared/schemas/files";
import type { AppDeps } from "../app-deps";
import { requireAdmin, requireUser } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { deleteOrderFiles } from "./delete-order-files";
import { getOrderFiles } from "./get-order-files";
import { listAdminFileAccess, listCustomerFileAccess } from "./list-file-access";

type IdParams = { Params: { id: string } };
type OrderParams = { Params: { orderId: string } };

/**
 * An order's files (docs/decisions/029-customer-files.md): how long they are kept, the customer's deletion, and who
 * opened them. The customer's routes reach their own orders only (someone else's is errorText("ORDER_NOT_FOUND")).
 */
export const fileRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage }) => {
  app.get<IdParams>(
    "/api/orders/:id/files",
    { preHandler: requireUser, schema: answers(200, orderFilesSchema) },
    async (request) =>
      getOrderFiles({ db, orderId: parseId(request.params.id, "order"), userId: viewerOf(request).userId }),
  );

  app.delete<IdParams>(
    "/api/orders/:id/files",
    { preHandler: requireUser, schema: answers(200, orderFilesSchema) },
    async (request) =>
      deleteOrderFiles({ db, storage, orderId: parseId(request.params.id, "order"), userId: viewerOf(request).userId }),
  );

  app.get<IdParams>(
    "/api/orders/:id/file-access",
    { preHandler: requireUser, schema: answers(200, customerFileAccessPageSchema) },
    async (request) => {
      const { limit, cursor } = parseInput(fileAccessQuerySchema, request.query);
      return listCustomerFileAccess({
        db,
        orderId: parseId(request.params.id, "order"),
        userId: viewerOf(request).userId,
        limit,
        cursor,
      });
    },
  );

  app.get<OrderParams>(
    "/api/admin/orders/:orderId/files",
    { preHandler: requireAdmin, schema: answers(200, orderFilesSchema) },
    async (request) =>
      getOrderFiles({ db, orderId: parseId(request.params.orderId, "order"), viewer: viewerOf(request) }),
  );

  app.get<OrderParams>(
    "/api/admin/orders/:orderId/file-access",
    { preHandler: requireAdmin, schema: answers(200, adminFileAccessPageSchema) },
    async (request) => {
      const { limit, cursor } = parseInput(fileAccessQuerySchema, request.query);
      return listAdminFileAccess({
        db,
        orderId: parseId(request.params.orderId, "order"),
        viewer: viewerOf(request),
        limit,
        cursor,
      });
    },
  );
};
