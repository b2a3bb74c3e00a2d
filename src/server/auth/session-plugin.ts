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
  // Callback style: a visitor without a session cookie (most public requests) costs no promise.
  app.addHook("preHandler", (request, _reply, done) => {
    const token = request.url.startsWith("/api/") ? readSessionToken(request) : undefined;
    if (!token) return done();
    findActiveSession(options.db, token).then((session) => {
      request.session = session;
      request.sessionToken = session ? token : undefined;
      done();
    }, done);
  });
});
