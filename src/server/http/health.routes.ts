import type { FastifyPluginAsync } from "fastify";
import type { AppDeps } from "../app-deps";

/** A database that does not answer within this time counts as down (an unreachable server can hang a connect). */
const PING_TIMEOUT_MS = 2_000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Load balancers and the e2e setup poll this: 200 while the database answers, 503 JSON when it does not. */
export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { pingDatabase }) => {
  app.get("/api/health", async (request, reply) => {
    try {
      await withTimeout(pingDatabase(), PING_TIMEOUT_MS);
      return { status: "ok", database: "ok" };
    } catch (error) {
      request.log.warn({ err: error }, "health check: database unreachable");
      return reply.status(503).send({ status: "error", database: "unreachable", message: "Database unreachable" });
    }
  });
};
