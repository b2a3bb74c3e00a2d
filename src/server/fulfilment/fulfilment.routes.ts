import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { shipOrderSchema } from "../../shared/fulfilment";
import { adminOrderDetailWithRefundsSchema } from "../../shared/schemas/refunds";
import type { AppDeps } from "../app-deps";
import { requireAdmin, requireUser } from "../auth/guards";
import { getAdminOrder } from "../admin/get-admin-order";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { downloadNotarizedScan } from "./download-notarized-scan";
import { readNotarizedScan } from "./read-notarized-scan";
import { recordFulfilmentStep, type StepInput } from "./record-fulfilment-step";
import { serveCustomerFile } from "../files/record-file-access";
import { acceptUploads } from "../http/accept-uploads";
import { viewerOf } from "../auth/viewer";

type OrderParams = { Params: { orderId: string } };

/** The admin records Notarized / Shipped / Delivered; the owner (and the admin) download the notarized scan. */
export const fulfilmentRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mailer, storage, config }) => {
  await acceptUploads(app);
  const record = async (request: FastifyRequest<OrderParams>, input: StepInput) => {
    const orderId = parseId(request.params.orderId, "order");
    await recordFulfilmentStep({
      db,
      mailer,
      storage,
      publicUrl: config.publicUrl,
      log: request.log,
      orderId,
      adminId: viewerOf(request).userId,
      input,
    });
    return getAdminOrder({ db, orderId });
  };

  app.post<OrderParams>(
    "/api/admin/orders/:orderId/fulfilment/shipped",
    { preHandler: requireAdmin, schema: answers(201, adminOrderDetailWithRefundsSchema) },
    async (request, reply) => {
      const { carrier, trackingNumber } = parseInput(shipOrderSchema, request.body);
      return reply.status(201).send(await record(request, { step: "shipped", carrier, trackingNumber }));
    },
  );

  app.post<OrderParams>(
    "/api/admin/orders/:orderId/fulfilment/delivered",
    { preHandler: requireAdmin, schema: answers(201, adminOrderDetailWithRefundsSchema) },
    async (request, reply) => {
      return reply.status(201).send(await record(request, { step: "delivered" }));
    },
  );

  app.post<OrderParams>(
    "/api/admin/orders/:orderId/fulfilment/notarized",
    { preHandler: requireAdmin, schema: answers(201, adminOrderDetailWithRefundsSchema) },
    async (request, reply) => {
      parseId(request.params.orderId, "order");
      const file = await readNotarizedScan(request);
      return reply.status(201).send(await record(request, { step: "notarized", file }));
    },
  );

  app.get<OrderParams>(
    "/api/admin/orders/:orderId/notarized-scan",
    { preHandler: requireAdmin },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { file, served } = await downloadNotarizedScan({
        db,
        storage,
        orderId: parseId(request.params.orderId, "order"),
        viewer,
      });
      return serveCustomerFile(db, request, reply, viewer, served, file);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/orders/:id/notarized-scan",
    { preHandler: requireUser },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { file, served } = await downloadNotarizedScan({
        db,
        storage,
        orderId: parseId(request.params.id, "order"),
        userId: viewer.userId,
      });
      return serveCustomerFile(db, request, reply, viewer, served, file);
    },
  );
};
