import { SpanStatusCode, trace } from "@opentelemetry/api";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { originOf, runAsJob } from "./job-context";

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
  help: "Jobs (not e-mails) in the durable queue by job name and state (waiting = due now, delayed = due later, active, failed)",
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
  help: "E-mails not yet delivered (status queued: due, waiting for a retry, or being sent)",
  registers,
});

export const mailOldestQueuedAge = new Gauge({
  name: "mail_oldest_queued_age_seconds",
  help: "Age of the oldest e-mail not yet delivered (status queued); 0 when none waits",
  registers,
});

export const documentOldestUnreadAge = new Gauge({
  name: "document_oldest_unread_age_seconds",
  help: "Age of the oldest uploaded document whose words are not counted yet (analysis pending); 0 when none waits",
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

// Business counters, bumped by the use cases after their transaction commits (a rolled-back order counts nothing).
export const ordersCreated = new Counter({ name: "orders_created_total", help: "Orders created", registers });

export const ordersPaid = new Counter({
  name: "orders_paid_total",
  help: "Orders paid (card payments recorded as paid)",
  registers,
});

export const ordersCompleted = new Counter({
  name: "orders_completed_total",
  help: "Orders completed (by an admin or after the draft was approved)",
  registers,
});

export const revenueCents = new Counter({
  name: "revenue_cents_total",
  help: "Card payments recorded as paid, in cents, by currency (refunds are not subtracted)",
  labelNames: ["currency"] as const,
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
 * a span of its own when tracing is on (a no-op otherwise): the job's queries nest under it, and it links to the
 * trace of the request that queued the job. Its log lines carry job, jobId and that request's reqId (job-context.ts).
 */
export function measuredJob<Data extends Record<string, unknown>>(
  job: string,
  handler: (data: Data) => Promise<void>,
): (data: Data, jobId: string) => Promise<void> {
  return (data, jobId) => {
    const { reqId, link } = originOf(data);
    const attributes = { "job.name": job, "job.id": jobId, ...(reqId && { "job.request_id": reqId }) };
    // A new trace (root) linked to the request's: the job may run minutes after that request ended.
    return queueTracer.startActiveSpan(`job ${job}`, { root: true, links: link ? [link] : [], attributes }, (span) =>
      runAsJob({ job, jobId, reqId }, async () => {
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
      }),
    );
  };
}
