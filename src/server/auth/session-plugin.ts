import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client";
import { readSessionToken } from "./session-cookie";
import { type ActiveSession, findActiveSession } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    session: ActiveSession | null;
    sessionToken: string | undefined;
  }
}

/** Resolves the cookie to a live session once per API request. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  app.decorateRequest("session", null);
  app.decorateRequest("sessionToken", undefined);
  app.addHook("preHandler", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const token = readSessionToken(request);
    if (!token) return;
    request.session = await findActiveSession(options.db, token);
    request.sessionToken = request.session ? token : undefined;
  });
});
