import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";

export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { pingDatabase }) => {
  app.get("/api/health", async (_request, reply) => {
    try {
      await pingDatabase();
      return { status: "ok", database: "ok" };
    } catch {
      return reply.status(503).send({ status: "error", database: "unreachable", message: "Database unreachable" });
    }
  });
};
