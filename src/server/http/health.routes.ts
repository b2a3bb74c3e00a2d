import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { healthDownSchema, healthSchema, notReadySchema, readinessSchema } from "../../shared/schemas/health";
import type { AppDeps, ReadinessCheck } from "../app-deps";

/** A dependency that does not answer within this time counts as down (an unreachable server can hang a connect). */
const PING_TIMEOUT_MS = 2_000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * /api/health: liveness (the process answers and its database answers; the e2e setup polls it).
 * /api/health/ready: readiness for a load balancer: database and job queue (503 names what failed); Redis when
 * configured is reported but not required ("degraded": limits are counted per instance while it is down).
 */
export const healthRoutes: FastifyPluginAsync<AppDeps> = async (app, { pingDatabase, readinessChecks = [] }) => {
  app.get(
    "/api/health",
    { schema: { response: { 200: healthSchema, 503: healthDownSchema } } },
    async (request, reply) => {
      try {
        await withTimeout(pingDatabase(), PING_TIMEOUT_MS);
        return { status: "ok", database: "ok" };
      } catch (error) {
        request.log.warn({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ status: "error", database: "unreachable", message: "Database unreachable" });
      }
    },
  );

  const checks: ReadinessCheck[] = [{ name: "database", check: pingDatabase }, ...readinessChecks];
  // Each check's outcome the last time it ran.
  const lastStates = new Map<string, "ok" | "unreachable">();
  const run = async ({ name, check }: ReadinessCheck, request: FastifyRequest) => {
    try {
      await withTimeout(check(), PING_TIMEOUT_MS);
      lastStates.set(name, "ok");
      return [name, "ok"] as const;
    } catch (error) {
      request.log.warn({ err: error, dependency: name }, "readiness check failed");
      lastStates.set(name, "unreachable");
      return [name, "unreachable"] as const;
    }
  };
  app.get(
    "/api/health/ready",
    { schema: { response: { 200: readinessSchema, 503: notReadySchema } } },
    async (request, reply) => {
      // A failed immediate check (shutting down) answers at once, the dependencies as last checked: the balancer must
      // hear it well within SHUTDOWN_DRAIN_MS, and under load their pings took 1.5 s, as long as the drain itself
      // (tests/reliability/rolling-restart.test.ts), so requests still came after the instance stopped accepting.
      const immediate = await Promise.all(checks.map((check) => (check.immediate ? run(check, request) : undefined)));
      const results = immediate.some((result) => result?.[1] === "unreachable")
        ? checks.flatMap((check, i) => {
            const state = immediate[i]?.[1] ?? lastStates.get(check.name);
            return state ? [[check.name, state] as const] : [];
          })
        : await Promise.all(checks.map((check, i) => immediate[i] ?? run(check, request)));
      const critical = new Set(checks.filter((check) => check.critical !== false).map((check) => check.name));
      const failed = results.filter(([name, state]) => state !== "ok" && critical.has(name)).map(([name]) => name);
      const degraded = results.some(([, state]) => state !== "ok");
      const body = {
        status: failed.length > 0 ? "error" : degraded ? "degraded" : "ok",
        checks: Object.fromEntries(results),
      };
      if (failed.length === 0) return body;
      const message = failed.includes("shutdown")
        ? "Not ready: shutting down"
        : `Not ready: ${failed.join(", ")} unreachable`;
      return reply.status(503).send({ ...body, message });
    },
  );
};
