import type { FastifyPluginAsync } from "fastify";
import { orderLinkViewSchema } from "../../shared/schemas/order-link";
import type { AppDeps } from "../app-deps";
import { answers } from "../http/zod-response";
import { getOrderByLink } from "./get-order-by-link";

/** GET /api/order-links/:token: public by design (the signed link is the permission); never cached. */
export const orderLinkRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get<{ Params: { token: string } }>(
    "/api/order-links/:token",
    { schema: answers(200, orderLinkViewSchema) },
    async (request, reply) => {
      const view = await getOrderByLink({ db, token: request.params.token });
      return reply.header("cache-control", "no-store").send(view);
    },
  );
};
