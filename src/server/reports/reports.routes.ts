import { Readable } from "node:stream";
import type { FastifyPluginAsync } from "fastify";
import { REPORT_KINDS, reportQuerySchema } from "../../shared/schemas/reports";
import type { AppDeps } from "../app-deps";
import { requireAdmin } from "../auth/guards";
import { parseInput } from "../http/parse";
import { sendAttachment } from "../http/send-attachment";
import { exportCsv, exportFileName } from "./export-reports";

/** The accountant's CSV exports (docs/administration.md, "Reports"): admins only, streamed page by page. */
export const reportRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  for (const kind of REPORT_KINDS) {
    app.get(`/api/admin/reports/${kind}.csv`, { preHandler: requireAdmin }, async (request, reply) => {
      const range = parseInput(reportQuerySchema, request.query);
      return sendAttachment(reply, {
        fileName: exportFileName(kind, range),
        contentType: "text/csv; charset=utf-8",
        stream: Readable.from(exportCsv(db, kind, range)),
      });
    });
  }
};
