import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { INVALID_CURSOR_MESSAGE, pageQuerySchema } from "../../shared/schemas/pagination";
import {
  FAILED_JOB_NOT_FOUND_MESSAGE,
  failedJobsPageSchema,
  queueActionSchema,
  queueOverviewSchema,
} from "../../shared/schemas/queue";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { badRequest, notFound, english } from "../http/app-error";
import { parseId, parseInput } from "../http/parse";
import { answers } from "../http/zod-response";
import { JOB_NAMES, type FailedJob, type JobName, type JobQueue, isJobName } from "./job-queue";

type JobParams = { Params: { job: string; id: string } };

const cursorSchema = z.object({ t: z.iso.datetime(), i: z.string().max(64) });

function encodeCursor(job: FailedJob): string {
  return Buffer.from(JSON.stringify({ t: job.failedAt.toISOString(), i: job.id })).toString("base64url");
}

function decodeCursor(raw: string): { failedAt: Date; id: string } {
  try {
    const { t, i } = cursorSchema.parse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return { failedAt: new Date(t), id: i };
  } catch {
    throw badRequest(english(INVALID_CURSOR_MESSAGE));
  }
}

function jobNameOf(raw: string): JobName {
  if (!isJobName(raw)) throw notFound(english("Job kind not found"));
  return raw;
}

/**
 * The admin's jobs screen: backlog and failures per job kind, the failed jobs of a kind (newest first), and
 * retry or discard of one failed job. A failed e-mail is retried from the outbox (mail.routes.ts).
 */
export const queueAdminRoutes: FastifyPluginAsync<AppDeps> = async (app, { queue: running, mailer }) => {
  app.post<{ Params: { id: string } }>(
    "/api/admin/outbox/:id/retry",
    { preHandler: requireAdmin, schema: answers(200, queueActionSchema) },
    async (request) => {
      const mailId = parseId(request.params.id, "e-mail");
      if (!(await mailer.retryFailed(mailId)))
        throw notFound(english("No failed e-mail with this id: only an e-mail the sender gave up on can be retried"));
      return { ok: true as const };
    },
  );

  // The server always runs a queue; an API test app without one has no jobs screen.
  if (!running) return;
  const queue: JobQueue = running;
  app.get("/api/admin/queue", { preHandler: requireAdmin, schema: answers(200, queueOverviewSchema) }, async () => {
    const byName = new Map((await queue.summary()).map((row) => [row.job, row]));
    // Every kind is listed, idle ones with zeros, so the screen's rows do not come and go.
    const jobs = JOB_NAMES.map((job) => {
      const row = byName.get(job);
      return {
        job,
        waiting: row?.waiting ?? 0,
        active: row?.active ?? 0,
        failed: row?.failed ?? 0,
        lastError: row?.lastError ?? null,
        lastFailedAt: row?.lastFailedAt?.toISOString() ?? null,
      };
    });
    return { kind: queue.kind, jobs };
  });

  app.get<{ Params: { job: string }; Querystring: Record<string, string> }>(
    "/api/admin/queue/:job/failed",
    { preHandler: requireAdmin, schema: answers(200, failedJobsPageSchema) },
    async (request) => {
      const job = jobNameOf(request.params.job);
      const { limit, cursor } = parseInput(pageQuerySchema, request.query);
      const rows = await queue.listFailed(job, { limit: limit + 1, before: cursor ? decodeCursor(cursor) : undefined });
      const items = rows.slice(0, limit);
      return {
        items: items.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          failedAt: row.failedAt.toISOString(),
        })),
        nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]!) : null,
      };
    },
  );

  for (const action of ["retry", "discard"] as const) {
    app.post<JobParams>(
      `/api/admin/queue/:job/:id/${action}`,
      { preHandler: requireAdmin, schema: answers(200, queueActionSchema) },
      async (request) => {
        const job = jobNameOf(request.params.job);
        const done = await queue[action](job, request.params.id);
        if (!done) throw notFound(english(FAILED_JOB_NOT_FOUND_MESSAGE));
        request.log.info({ job, jobId: request.params.id, action }, "admin acted on a failed job");
        return { ok: true as const };
      },
    );
  }
};
