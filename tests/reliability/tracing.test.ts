import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, spawnMainServer, tempDataDir } from "./real-server";

type Span = {
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
};
type TraceExport = {
  resourceSpans: {
    resource: { attributes: Span["attributes"] };
    scopeSpans: { scope: { name: string }; spans: Span[] }[];
  }[];
};

const attribute = (span: Span, key: string) => span.attributes.find((entry) => entry.key === key)?.value;

// TRACING=otlp: main.ts started as `npm start` starts it (tracing.ts loaded with --import first) sends its spans to
// an OTLP/HTTP collector, here a small one on loopback that keeps what it receives.
describe("OpenTelemetry tracing (TRACING=otlp)", () => {
  const received: TraceExport[] = [];
  let collector: http.Server;
  let server: Awaited<ReturnType<typeof spawnMainServer>> | undefined;
  const dataDir = tempDataDir();

  beforeAll(async () => {
    collector = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        if (request.url === "/v1/traces")
          received.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as TraceExport);
        response.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    const { port } = collector.address() as AddressInfo;
    server = await spawnMainServer({
      dataDir,
      port: await freePort(),
      preload: ["src/server/observability/tracing.ts"],
      env: {
        TRACING: "otlp",
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
        OTEL_BSP_SCHEDULE_DELAY: "200",
        OTEL_SERVICE_NAME: "bt-tracing-test",
      },
    });
  }, 180_000);

  afterAll(async () => {
    server?.child.kill("SIGTERM");
    await server?.exited;
    await new Promise((resolve) => collector.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("exports a span per request with its route pattern, and a span per queue job, under the service's name", async () => {
    const answer = await fetch(`${server!.url}/api/orders/4242`);
    expect(answer.status).toBe(401);
    const spans = () =>
      received.flatMap((batch) =>
        batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
      );
    const deadline = Date.now() + 30_000;
    const requestSpan = () => spans().find((span) => attribute(span, "http.route")?.stringValue === "/api/orders/:id");
    const jobSpan = () => spans().find((span) => span.name.startsWith("job "));
    while ((!requestSpan() || !jobSpan()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));

    expect(
      requestSpan(),
      `spans received: ${spans()
        .map((span) => span.name)
        .join(", ")}`,
    ).toBeDefined();
    // The app's own startup jobs (storage sweep, payments reconciliation) ran in spans of their own.
    expect(jobSpan()?.name).toMatch(/^job (storage\.sweep|payments\.reconcile|mail\.sweep)/);
    const service = received[0]!.resourceSpans[0]!.resource.attributes.find((entry) => entry.key === "service.name")
      ?.value.stringValue;
    expect(service).toBe("bt-tracing-test");
  }, 60_000);
});
