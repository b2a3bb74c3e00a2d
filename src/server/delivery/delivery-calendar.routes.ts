import type { FastifyPluginAsync } from "fastify";
import { BUSINESS_TIME_ZONE } from "../../shared/delivery";
import { deliveryCalendarSchema } from "../../shared/schemas/delivery-calendar";
import type { AppDeps } from "../app-deps";
import { answers } from "../http/zod-response";
import { holidaysAround } from "./us-holidays";

/**
 * Public: the holidays the calculator and the order form skip when they show a delivery date (docs/ordering.md,
 * "Delivery dates"). The rules live on the server (date-holidays is too large for the browser bundle).
 */
export const deliveryCalendarRoutes: FastifyPluginAsync<AppDeps> = async (app) => {
  app.get("/api/delivery-calendar", { schema: answers(200, deliveryCalendarSchema) }, async (_request, reply) => {
    // The list changes once a year: a browser keeps it for an hour.
    reply.header("cache-control", "public, max-age=3600");
    return { timeZone: BUSINESS_TIME_ZONE, holidays: [...holidaysAround(new Date())] };
  });
};
