import { trace } from "@opentelemetry/api";

/** Sends the spans still buffered (tracing on) before the process exits; nothing to do when tracing is off. */
export async function flushTraces(): Promise<void> {
  const provider = trace.getTracerProvider() as { getDelegate?: () => { forceFlush?: () => Promise<void> } };
  await provider
    .getDelegate?.()
    .forceFlush?.()
    .catch(() => undefined);
}
