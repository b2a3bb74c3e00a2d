import { SpanStatusCode, trace } from "@opentelemetry/api";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's Prometheus metrics (docs/operations.md). One registry per process: the counters are bumped by
 * the domains that do the work (requests, jobs, mail, analyses, payments); the gauges that describe shared
 * state (queue depth, mail backlog, database pool) are read when /metrics is scraped (observability/scrape.ts).
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;
/** Node's own figures (event-loop lag, heap, CPU, handles). Once per process: prom-client refuses a second set. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: 20 });
}

const registers = [metricsRegistry];

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method, route pattern and status code",
  labelNames: ["method", "route", "status_code"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const httpServerErrors = new Counter({
  name: "http_server_errors_total",
  help: "Requests answered with a 5xx status, by route pattern",
  labelNames: ["route"] as const,
  registers,
});

export const jobAttempts = new Counter({
  name: "job_attempts_total",
  help: "Background job attempts, by job name and outcome (completed, error = threw; it may be retried)",
  labelNames: ["job", "outcome"] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: "job_duration_seconds",
  help: "Time a background job's handler ran, by job name",
  labelNames: ["job"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers,
});

export const queueJobs = new Gauge({
  name: "job_queue_jobs",
  help: "Jobs in the durable queue by job name and state (waiting, active, failed)",
  labelNames: ["job", "state"] as const,
  registers,
});

export const mailDeliveries = new Counter({
  name: "mail_deliveries_total",
  help: "SMTP delivery attempts by outcome (sent, retry, failed)",
  labelNames: ["outcome"] as const,
  registers,
});

export const mailBacklog = new Gauge({
  name: "mail_backlog",
  help: "E-mails waiting for SMTP delivery (status queued)",
  registers,
});

export const mailFailed = new Gauge({
  name: "mail_failed",
  help: "E-mails the sender gave up on (status failed), waiting for an admin's retry",
  registers,
});

export const documentAnalysisDuration = new Histogram({
  name: "document_analysis_duration_seconds",
  help: "Time to count a document's words, by file type and how the words were found (text, scan = OCR, estimated)",
  labelNames: ["extension", "source"] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers,
});

export const documentAnalysisFailures = new Counter({
  name: "document_analysis_failures_total",
  help: "Documents that could not be read (unreadable, too large, queue full), by file type",
  labelNames: ["extension"] as const,
  registers,
});

export const paymentEvents = new Counter({
  name: "payment_events_total",
  help: "Card payment outcomes recorded (paid, failed, refused = charge taken back, duplicate)",
  labelNames: ["outcome"] as const,
  registers,
});

export const databasePool = new Gauge({
  name: "db_pool_connections",
  help: "PostgreSQL pool connections by state (total, idle, waiting = requests waiting for a connection)",
  labelNames: ["state"] as const,
  registers,
});

const queueTracer = trace.getTracer("bosphorus-translate/queue");

/**
 * A job handler that records its duration and outcome (an attempt that threw may still be retried), and runs in
 * a span of its own when tracing is on (a no-op otherwise): the job's queries nest under it.
 */
export function measuredJob<Data>(job: string, handler: (data: Data) => Promise<void>): (data: Data) => Promise<void> {
  return (data) =>
    queueTracer.startActiveSpan(`job ${job}`, async (span) => {
      const stop = jobDuration.startTimer({ job });
      try {
        await handler(data);
        jobAttempts.inc({ job, outcome: "completed" });
      } catch (error) {
        jobAttempts.inc({ job, outcome: "error" });
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        stop();
        span.end();
      }
    });
}
