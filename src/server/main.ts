import { loadConfig } from "./config";
import { printStartupBanner } from "./startup-banner";
import { startServer } from "./start-server";
import { flushTraces } from "./observability/flush-traces";
import { writeJsonLine } from "./json-line";

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration that must not run (e.g. test payments in a public deployment): say why, start nothing.
    writeJsonLine("error", (error as Error).message);
    process.exit(1);
  }
})();
const server = await startServer(config, { serveClient: process.env.SERVE_CLIENT !== "false", logger: true });
printStartupBanner(config, server);

// Graceful shutdown: stop accepting, let in-flight requests finish, close mail and the database. A request
// that never ends cannot hold the process past SHUTDOWN_TIMEOUT_MS; a second signal exits at once.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    process.once(signal, () => process.exit(1));
    // Rolling deploys: readiness answers 503 first and the instance keeps serving while the load balancer
    // notices, then it stops accepting and finishes what is in flight.
    server.drain();
    server.app.log.info({ signal, drainMs: config.shutdownDrainMs }, "shutting down: not ready any more, draining");
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    server.app.log.info({ signal }, "shutting down: finishing in-flight requests");
    setTimeout(() => {
      server.app.log.error(
        { timeoutMs: config.shutdownTimeoutMs },
        "in-flight requests did not finish in time; exiting",
      );
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      await server.stop();
      await flushTraces();
      process.exit(0);
    } catch (error) {
      server.app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  });
}
