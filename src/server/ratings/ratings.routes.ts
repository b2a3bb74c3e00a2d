import type { FastifyPluginAsync } from "fastify";
import {
  adminRatingSchema,
  adminRatingsPageSchema,
  adminRatingsQuerySchema,
  moderateRatingSchema,
  orderRatingSchema,
  type SubmitRatingInput,
} from "../../shared/schemas/ratings";
import type { AppDeps } from "../app-deps";
import { requireAdmin, requireCustomer } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { listRatings, moderateRating } from "./admin-ratings";
import { getOrderRating, submitRating } from "./order-rating";

type OrderParams = { Params: { id: string } };

/** Customers rate their completed orders; admins approve what the landing page shows (docs/ratings.md). */
export const ratingRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get<OrderParams>(
    "/api/orders/:id/rating",
    { preHandler: requireCustomer, schema: answers(200, orderRatingSchema) },
    async (request) => getOrderRating(db, viewerOf(request).userId, parseId(request.params.id, "order")),
  );

  app.post<OrderParams>(
    "/api/orders/:id/rating",
    { preHandler: requireCustomer, schema: answers(201, orderRatingSchema) },
    async (request, reply) => {
      const answer = await submitRating({
        db,
        userId: viewerOf(request).userId,
        orderId: parseId(request.params.id, "order"),
        input: (request.body ?? {}) as SubmitRatingInput,
      });
      return reply.status(201).send(answer);
    },
  );

  app.get(
    "/api/admin/ratings",
    { preHandler: requireAdmin, schema: answers(200, adminRatingsPageSchema) },
    async (request) => listRatings(db, parseInput(adminRatingsQuerySchema, request.query)),
  );

  app.patch<OrderParams>(
    "/api/admin/ratings/:id",
    { preHandler: requireAdmin, schema: answers(200, adminRatingSchema) },
    async (request) =>
      moderateRating({
        db,
        orderId: parseId(request.params.id, "order"),
        adminId: viewerOf(request).userId,
        status: parseInput(moderateRatingSchema, request.body).status,
      }),
  );
};
