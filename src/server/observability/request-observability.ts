import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import { runAsRequest } from "./job-context";
import { httpRequestDuration, httpServerErrors } from "./metrics";

/** What a proxy may hand us as the request's ID: short, and safe in a header and a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's ID: the one a trusted proxy (TRUST_PROXY) put in X-Request-Id, so one ID follows the request
 * through the proxy's logs and ours; otherwise a new UUID.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const forwarded = trustProxy ? request.headers["x-request-id"] : undefined;
    return typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
  };
}

/**
 * Every answer names its request (X-Request-Id: every log line of the request, and of the jobs it queues, carries it as reqId), and is
 * counted in /metrics by route pattern, never the raw URL (one series per route, whatever the IDs in it).
 */
export function registerRequestObservability(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    runAsRequest(request.id, done);
  });
  // Again once the body is parsed: the parser's stream events run outside the scope onRequest opened. The
  // handler, and the jobs it queues, run as this request (job-context.ts: the jobs carry its reqId).
  app.addHook("preHandler", (request, reply, done) => runAsRequest(request.id, done));
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched";
    httpRequestDuration.observe(
      { method: request.method, route, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode >= 500) httpServerErrors.inc({ route });
    done();
  });
}
