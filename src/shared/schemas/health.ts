import { z } from "zod";

// The health checks a load balancer and the e2e setup poll (src/server/http/health.routes.ts).

/** GET /api/health, 200: the process and its database answer. */
export const healthSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });
/** GET /api/health, 503. */
export const healthDownSchema = z.object({
  status: z.literal("error"),
  database: z.literal("unreachable"),
  message: z.string(),
});

const checkStatesSchema = z.record(z.string(), z.enum(["ok", "unreachable"]));

/** GET /api/health/ready, 200: every critical dependency answers ("degraded": one that is not required does not). */
export const readinessSchema = z.object({ status: z.enum(["ok", "degraded"]), checks: checkStatesSchema });
/** GET /api/health/ready, 503: `message` names what failed. */
export const notReadySchema = z.object({ status: z.literal("error"), checks: checkStatesSchema, message: z.string() });
