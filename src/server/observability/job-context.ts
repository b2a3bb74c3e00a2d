import { AsyncLocalStorage } from "node:async_hooks";
import { type Link, type SpanContext, TraceFlags, trace } from "@opentelemetry/api";

/**
 * Where a job came from, kept in its data under JOB_ORIGIN_KEY by the queue's send(): the request (or job) that
 * queued it, and that request's trace as a W3C traceparent. The worker's log lines carry the reqId and its span
 * links to the trace, so "this e-mail never left" leads back to the request that wrote it (docs/operations.md).
 */
export const JOB_ORIGIN_KEY = "_origin";
export type JobOrigin = { reqId?: string; traceparent?: string };

type Scope = { reqId?: string; job?: string; jobId?: string };
const scope = new AsyncLocalStorage<Scope>();

/** Runs `fn` (a request's hooks and handler, and the work they start) as the request `reqId`. */
export function runAsRequest<T>(reqId: string, fn: () => T): T {
  return scope.run({ reqId }, fn);
}

/** Runs `fn` as the job `jobId` of `job`, queued by the request `reqId` (if any): log lines and further sends carry them. */
export function runAsJob<T>(job: { job: string; jobId: string; reqId?: string }, fn: () => T): T {
  return scope.run(job, fn);
}

/**
 * What every log line written inside a job carries (pino's mixin): job, jobId and the reqId that queued it.
 * Nothing inside a request: its own logger (request.log) names the reqId already.
 */
export function jobLogBindings(): Record<string, string> {
  const current = scope.getStore();
  if (!current?.jobId) return {};
  return { job: current.job!, jobId: current.jobId, ...(current.reqId && { reqId: current.reqId }) };
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

export function formatTraceparent(span: SpanContext): string {
  return `00-${span.traceId}-${span.spanId}-${span.traceFlags & TraceFlags.SAMPLED ? "01" : "00"}`;
}

/** The span context a traceparent names; undefined for anything malformed (job data is not trusted to be well formed). */
export function parseTraceparent(value: unknown): SpanContext | undefined {
  const match = typeof value === "string" ? TRACEPARENT.exec(value) : null;
  if (!match || /^0+$/.test(match[1]!) || /^0+$/.test(match[2]!)) return undefined;
  return {
    traceId: match[1]!,
    spanId: match[2]!,
    traceFlags: parseInt(match[3]!, 16) & TraceFlags.SAMPLED,
    isRemote: true,
  };
}

/**
 * The job's data with its origin added: the current request's (or job's) reqId and the active span's traceparent.
 * Data sent outside any request, job or span (a schedule, start-up) is returned as it is.
 */
export function withOrigin<Data extends Record<string, unknown>>(data: Data): Data {
  const reqId = scope.getStore()?.reqId;
  const span = trace.getActiveSpan()?.spanContext();
  const traceparent = span && trace.isSpanContextValid(span) ? formatTraceparent(span) : undefined;
  if (!reqId && !traceparent) return data;
  const origin: JobOrigin = { ...(reqId && { reqId }), ...(traceparent && { traceparent }) };
  return { ...data, [JOB_ORIGIN_KEY]: origin };
}

/** The origin a job's data carries, checked (a reqId is what requestIdGenerator allows, at most 128 characters). */
export function originOf(data: Record<string, unknown> | null | undefined): { reqId?: string; link?: Link } {
  const origin = data?.[JOB_ORIGIN_KEY];
  if (!origin || typeof origin !== "object") return {};
  const { reqId, traceparent } = origin as Record<string, unknown>;
  const linked = parseTraceparent(traceparent);
  return {
    ...(typeof reqId === "string" && reqId.length <= 128 && { reqId }),
    ...(linked && { link: { context: linked } }),
  };
}
