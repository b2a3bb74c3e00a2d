import http from "node:http";
import type { AddressInfo } from "node:net";
import { METRICS_CONTENT_TYPE, type ScrapeSources, scrapeMetrics } from "./scrape";

type Logger = { error(obj: object, msg?: string): void };

/**
 * METRICS_PORT: /metrics on a listener of its own (loopback unless METRICS_HOST says otherwise), outside the
 * app's routes, limits and sessions, so a scraper on the private network needs no token and the public port
 * shows nothing. Any other path is 404.
 */
export async function startMetricsListener(options: {
  port: number;
  host: string;
  sources: ScrapeSources;
  log: Logger;
}) {
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    scrapeMetrics(options.sources).then(
      (text) => response.writeHead(200, { "content-type": METRICS_CONTENT_TYPE }).end(text),
      (error: unknown) => {
        options.log.error({ err: error }, "metrics scrape failed");
        response.writeHead(503, { "content-type": "text/plain" }).end("Metrics unavailable\n");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host.includes(":") ? `[${options.host}]` : options.host}:${port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
