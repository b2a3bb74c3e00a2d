import type { FastifyInstance } from "fastify";

/**
 * Answers sent once close() has begun say `Connection: close`, so each keep-alive connection ends with the answer
 * that was in flight. Fastify's close() ends the idle connections once and answers requests arriving afterwards
 * with 503; but a request in flight at that moment was answered keep-alive, leaving its connection open and idle
 * until keepAliveTimeout (72 s). With a load balancer's pooled connections close() then waited for those past
 * SHUTDOWN_TIMEOUT_MS (exit 1 instead of 0), and a request the balancer sent down one got a 503
 * (tests/reliability/rolling-restart.test.ts found it at 200 requests a second).
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}
