import { loadConfig } from "./config";
import { printStartupBanner } from "./startup-banner";
import { startServer } from "./start-server";

const config = loadConfig();
const server = await startServer(config, { serveClient: process.env.SERVE_CLIENT !== "false", logger: true });
printStartupBanner(config, server);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    server.app.log.info({ signal }, "shutting down");
    await server.stop();
    process.exit(0);
  });
}
