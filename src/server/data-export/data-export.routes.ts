import type { FastifyPluginAsync } from "fastify";
import {
  dataExportLinkSchema,
  dataExportRequestedSchema,
  dataExportStateSchema,
  dataExportTokenSchema,
} from "../../shared/schemas/account-data";
import type { AppDeps } from "../app-deps";
import { requireCustomer } from "../auth/guards";
import { viewerOf } from "../auth/viewer";
import { runAfterAnswer } from "../http/after-answer";
import { parseInput } from "../http/parse";
import { sendAttachment } from "../http/send-attachment";
import { answers } from "../http/zod-response";
import { checkDataExportLink, openDataExportDownload } from "./data-export-link";
import { getDataExportState, requestDataExport } from "./request-data-export";

/** Account Settings' "Download my data" and the page of the e-mailed link (docs/security.md, "Your data"). */
export const dataExportRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, storage, queue }) => {
  // The link's page downloads with a plain form post (the browser saves the ZIP as it arrives, however large), so this
  // plugin alone also reads urlencoded bodies.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    "/api/user/data-export",
    { preHandler: requireCustomer, schema: answers(200, dataExportStateSchema) },
    async (request) => getDataExportState(db, viewerOf(request).userId),
  );

  app.post(
    "/api/user/data-export",
    { preHandler: requireCustomer, schema: answers(202, dataExportRequestedSchema) },
    async (request, reply) => {
      const answer = await requestDataExport({ db, userId: viewerOf(request).userId });
      // The job runs every minute anyway; this only saves the wait.
      if (queue) runAfterAnswer(reply, request.log, () => queue.send("data-export.prepare", {}));
      return reply.status(202).send(answer);
    },
  );

  app.post(
    "/api/user/data-export/link",
    { preHandler: requireCustomer, schema: answers(200, dataExportLinkSchema) },
    async (request) => {
      const { token } = parseInput(dataExportTokenSchema, request.body);
      return checkDataExportLink({ db, userId: viewerOf(request).userId, token });
    },
  );

  app.post("/api/user/data-export/download", { preHandler: requireCustomer }, async (request, reply) => {
    const { token } = parseInput(dataExportTokenSchema, request.body);
    const download = await openDataExportDownload({ db, storage, userId: viewerOf(request).userId, token });
    // Single use: the stored ZIP goes once the answer has been sent (or the transfer broke off); the sweep retries a failure.
    runAfterAnswer(reply, request.log, download.finish);
    reply.header("content-length", String(download.sizeBytes));
    return sendAttachment(reply, {
      stream: download.stream,
      fileName: download.fileName,
      contentType: "application/zip",
    });
  });
};
