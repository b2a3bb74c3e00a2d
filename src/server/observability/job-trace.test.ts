import { trace } from "@opentelemetry/api";
import { NodeSDK, tracing } from "@opentelemetry/sdk-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAsRequest, withOrigin } from "./job-context";
import { measuredJob } from "./metrics";

// Tracing on, as TRACING=otlp turns it on (tracing.ts), with the spans kept in memory instead of exported.
const exporter = new tracing.InMemorySpanExporter();
const sdk = new NodeSDK({
  spanProcessors: [new tracing.SimpleSpanProcessor(exporter)],
  instrumentations: [],
  resourceDetectors: [],
});

describe("a job's span", () => {
  beforeAll(() => sdk.start());
  afterAll(async () => {
    await sdk.shutdown();
  });

  it("starts a trace of its own, linked to the request that queued the job, and names the job and the request", async () => {
    const tracer = trace.getTracer("test");
    const { data, request } = tracer.startActiveSpan("POST /api/user/data-export", (span) => {
      const queued = runAsRequest("req-0123456789", () => withOrigin({ documentId: 5 }));
      span.end();
      return { data: queued, request: span.spanContext() };
    });
    expect((data as Record<string, unknown>)._origin).toEqual({
      reqId: "req-0123456789",
      traceparent: `00-${request.traceId}-${request.spanId}-01`,
    });

    await measuredJob("document.analyze", async () => {})(data, "77");
    const job = exporter.getFinishedSpans().find((span) => span.name === "job document.analyze");
    expect(job?.links.map((link) => link.context)).toEqual([
      expect.objectContaining({ traceId: request.traceId, spanId: request.spanId }),
    ]);
    expect(job?.spanContext().traceId).not.toBe(request.traceId);
    expect(job?.attributes).toMatchObject({
      "job.name": "document.analyze",
      "job.id": "77",
      "job.request_id": "req-0123456789",
    });

    // A job no request queued: no link.
    await measuredJob("storage.sweep", async () => {})({}, "78");
    expect(exporter.getFinishedSpans().find((span) => span.name === "job storage.sweep")?.links).toEqual([]);
  });
});
