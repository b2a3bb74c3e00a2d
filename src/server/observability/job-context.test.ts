import { TraceFlags } from "@opentelemetry/api";
import { describe, expect, it } from "vitest";
import {
  JOB_ORIGIN_KEY,
  formatTraceparent,
  jobLogBindings,
  originOf,
  parseTraceparent,
  runAsJob,
  runAsRequest,
  withOrigin,
} from "./job-context";

const TRACE = "0af7651916cd43dd8448eb211c80319c";
const SPAN = "b7ad6b7169203331";

describe("job origins", () => {
  it("writes and reads a W3C traceparent, and refuses a malformed or all-zero one", () => {
    const context = { traceId: TRACE, spanId: SPAN, traceFlags: TraceFlags.SAMPLED };
    expect(formatTraceparent(context)).toBe(`00-${TRACE}-${SPAN}-01`);
    expect(parseTraceparent(`00-${TRACE}-${SPAN}-01`)).toEqual({ ...context, isRemote: true });
    for (const bad of [
      `00-${TRACE}-${SPAN}`,
      `01-${TRACE}-${SPAN}-01`,
      `00-${"0".repeat(32)}-${SPAN}-01`,
      `00-${TRACE.toUpperCase()}-${SPAN}-01`,
      42,
      undefined,
    ]) {
      expect(parseTraceparent(bad)).toBeUndefined();
    }
  });

  it("a job sent inside a request carries its reqId; outside any request the data is unchanged", () => {
    expect(withOrigin({ mailId: 7 })).toEqual({ mailId: 7 });
    expect(runAsRequest("req-12345678", () => withOrigin({ mailId: 7 }))).toEqual({
      mailId: 7,
      [JOB_ORIGIN_KEY]: { reqId: "req-12345678" },
    });
    // A job a job sends keeps the first request's reqId (a retry queued from a mail.deliver job).
    expect(runAsJob({ job: "mail.deliver", jobId: "9", reqId: "req-12345678" }, () => withOrigin({}))).toEqual({
      [JOB_ORIGIN_KEY]: { reqId: "req-12345678" },
    });
  });

  it("reads an origin from job data defensively, and names job, jobId and reqId in log lines only inside a job", () => {
    expect(originOf({ [JOB_ORIGIN_KEY]: { reqId: "req-1", traceparent: `00-${TRACE}-${SPAN}-01` } })).toEqual({
      reqId: "req-1",
      link: { context: { traceId: TRACE, spanId: SPAN, traceFlags: 1, isRemote: true } },
    });
    expect(originOf({ [JOB_ORIGIN_KEY]: { reqId: 5, traceparent: "junk" } })).toEqual({});
    expect(originOf({ [JOB_ORIGIN_KEY]: "req-1" })).toEqual({});
    expect(originOf(null)).toEqual({});
    expect(jobLogBindings()).toEqual({});
    expect(runAsRequest("req-1", () => jobLogBindings())).toEqual({});
    expect(runAsJob({ job: "mail.deliver", jobId: "3", reqId: "req-1" }, () => jobLogBindings())).toEqual({
      job: "mail.deliver",
      jobId: "3",
      reqId: "req-1",
    });
    expect(runAsJob({ job: "mail.sweep", jobId: "4" }, () => jobLogBindings())).toEqual({
      job: "mail.sweep",
      jobId: "4",
    });
  });
});
