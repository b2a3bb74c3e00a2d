// OpenTelemetry tracing, loaded before the server with `node --import ./dist/server/tracing.js` (package.json
// "start"), because instrumentation must patch pg and http before they are imported. Off unless TRACING=otlp:
// then spans of HTTP requests (with the Fastify route), PostgreSQL queries and queue jobs go to the OTLP/HTTP
// endpoint in OTEL_EXPORTER_OTLP_ENDPOINT (default http://localhost:4318). docs/operations.md, "Tracing".
import { register } from "node:module";

if (process.env.TRACING === "otlp") {
  // ES modules are patched through import-in-the-middle's loader hook; CommonJS ones (pg, fastify) through require.
  register("import-in-the-middle/hook.mjs", import.meta.url);
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
    { default: FastifyOtelInstrumentation },
  ] = await Promise.all([
    import("@opentelemetry/sdk-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-pg"),
    import("@fastify/otel"),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? "bosphorus-translate",
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // Health probes every few seconds would drown the traces that matter.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => request.url?.startsWith("/api/health") ?? false,
      }),
      new PgInstrumentation(),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (options) => options.url.startsWith("/api/health"),
      }),
    ],
  });
  sdk.start();
  // main.ts flushes the spans still buffered before it exits after a graceful shutdown (flush-traces.ts).
  process.once("beforeExit", () => void sdk.shutdown().catch(() => undefined));
}
