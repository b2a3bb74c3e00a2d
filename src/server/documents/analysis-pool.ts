import os from "node:os";
import { Piscina } from "piscina";
import type { OrderDocumentExtension } from "../../shared/file-types";
import { AppError, badRequest, english, tooManyRequests } from "../http/app-error";
import type { AnalysisResult, AnalysisTask, LayoutResult } from "./analysis-worker";
import { LayoutUnreadable, UNREADABLE_LAYOUT_MESSAGES, type DocumentLayout } from "./document-layout";
import { ANALYSIS_RETRY_AFTER_SECONDS, createPerCustomerGate } from "./per-customer-gate";
import type { WordCount } from "./word-count";
import { documentAnalysisDuration, documentAnalysisFailures } from "../observability/metrics";

/** A reading thread's JavaScript heap; a 500-page text PDF needs about a tenth of it. */
export const WORKER_HEAP_LIMIT_MB = 512;

export type DocumentAnalyser = {
  /** Counts the words of a checked file off the event loop; refuses a customer's third analysis at once. */
  analyse(userId: number, extension: OrderDocumentExtension, bytes: Buffer): Promise<WordCount>;
  /**
   * Shutdown: readings still running (or waiting) `graceMs` from now are stopped and reject with ReadingHandedBack,
   * so their documents go back to the other instances at once instead of after the lease (analyse-stored-document.ts).
   */
  handBackAfter(graceMs: number): void;
  /** Resolves when no reading runs (every one finished or was handed back). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The workbench's reading of a document (issue 39): its lines with their layout and, for scans, the page images
 * (documents/read-layout.ts). Runs in the same threads as the word count, so the OCR models stay warm and the
 * machine's cores are shared by one bounded pool. Throws LayoutUnreadable for a file it cannot read.
 */
export type LayoutReader = {
  readLayout(extension: OrderDocumentExtension, bytes: Buffer): Promise<DocumentLayout>;
};

/** The text of a translation or its source for the translation checks (documents/document-text-reader.ts). */
export type TextReader = {
  readText(fileName: string, bytes: Buffer): Promise<string | null>;
};

/** The pool was closed (its server stopped): the caller reads some other way. */
export class ReadingPoolClosed extends Error {
  constructor() {
    super("the reading pool is closed");
    this.name = "ReadingPoolClosed";
  }
}

/** The pool's queue is full: a background reading waits and is tried again (the job's retry), not refused. */
export class ReadingPoolBusy extends Error {
  constructor() {
    super("the reading pool's queue is full");
    this.name = "ReadingPoolBusy";
  }
}

/** A reading stopped because this process is shutting down: not the file's fault, and not a failed attempt. */
export class ReadingHandedBack extends Error {
  constructor() {
    super("the reading was handed back: this process is shutting down");
    this.name = "ReadingHandedBack";
  }
}

/**
 * The worker pool that reads documents (docs/decisions/012-document-analysis-pool.md): a few threads (READING_POOL_SIZE; by default the machine's cores, at most 4), a bounded
 * queue behind them, and at most MAX_ANALYSES_PER_CUSTOMER analyses per customer at once, so one customer's
 * sixteen 500-page PDFs neither stall the server nor make everyone else wait behind them.
 * Under vitest and tsx the worker is TypeScript and is loaded through tsx; in the built server it is
 * dist/server/analysis-worker.js, bundled beside main.js (scripts/build-server.mjs).
 */
export function createDocumentAnalyser(
  options: { threads?: number; maxQueue?: number; heapLimitMb?: number } = {},
): DocumentAnalyser & LayoutReader & TextReader {
  const threads = options.threads ?? Math.max(1, Math.min(4, os.availableParallelism() - 1));
  const source = import.meta.url.endsWith(".ts");
  const pool = new Piscina<AnalysisTask, AnalysisResult>({
    filename: new URL(source ? "./analysis-worker.ts" : "./analysis-worker.js", import.meta.url).href,
    execArgv: source ? ["--import", "tsx"] : [],
    minThreads: 0,
    maxThreads: threads,
    // Threads keep their OCR models warm for a minute, then give the memory back.
    idleTimeout: 60_000,
    maxQueue: options.maxQueue ?? threads * 8,
    // A reading that runs away on the JavaScript heap kills its own thread, not the server (docs/security.md,
    // "Document bombs"). Pixels live outside this heap (typed arrays, the native canvas): pixel-caps.ts bounds those.
    resourceLimits: {
      maxOldGenerationSizeMb: options.heapLimitMb ?? WORKER_HEAP_LIMIT_MB,
      maxYoungGenerationSizeMb: 64,
    },
  });
  const gate = createPerCustomerGate();
  let closed = false;
  // Aborting a piscina task ends its thread at once (an OCR cannot be interrupted otherwise).
  const handBack = new AbortController();
  const readings = new Set<Promise<unknown>>();
  const track = <T>(reading: Promise<T>): Promise<T> => {
    readings.add(reading);
    void reading.catch(() => undefined).finally(() => readings.delete(reading));
    return reading;
  };

  /**
   * A named task of the worker for the server's own work (no customer waits on it): handed back at shutdown like
   * the rest; a thread that died of its heap limit answers `outOfMemory()`.
   */
  const runBackgroundTask = async <R>(name: string, task: object, outOfMemory: () => R): Promise<R> => {
    if (handBack.signal.aborted) throw new ReadingHandedBack();
    const run = pool.run(task as AnalysisTask, { name, signal: handBack.signal }) as Promise<unknown>;
    return (run as Promise<R>).catch((error: unknown) => {
      if (handBack.signal.aborted) throw new ReadingHandedBack();
      if ((error as { code?: string } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY") return outOfMemory();
      throw error;
    });
  };

  return {
    analyse: (userId, extension, bytes) =>
      track(
        gate.run(userId, async () => {
          if (pool.queueSize >= pool.options.maxQueue) {
            documentAnalysisFailures.inc({ extension });
            throw tooManyRequests("ANALYSIS_QUEUE_FULL", { retryAfter: ANALYSIS_RETRY_AFTER_SECONDS * 6 });
          }
          const startedAt = performance.now();
          if (handBack.signal.aborted) throw new ReadingHandedBack();
          const result = await pool
            .run({ extension, bytes: new Uint8Array(bytes) }, { signal: handBack.signal })
            .catch((error: unknown) => {
              if (handBack.signal.aborted) throw new ReadingHandedBack();
              documentAnalysisFailures.inc({ extension });
              // The thread died of its heap limit; piscina starts another for the next document.
              if ((error as { code?: string } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY")
                throw badRequest("UNREADABLE_DOCUMENT");
              throw error;
            });
          if (!result.ok) {
            documentAnalysisFailures.inc({ extension });
            throw new AppError(
              result.statusCode,
              english(result.message, result.statusCode === 400 ? undefined : "ERROR"),
              {},
              "BAD_REQUEST",
            );
          }
          documentAnalysisDuration.observe(
            { extension, source: result.count.source },
            (performance.now() - startedAt) / 1000,
          );
          return result.count;
        }),
      ),
    readLayout: (extension, bytes) =>
      track(
        (async () => {
          // Background work leaves half the queue to customers' uploads.
          if (pool.queueSize >= pool.options.maxQueue / 2) throw new ReadingPoolBusy();
          const result = await runBackgroundTask<LayoutResult>(
            "readLayoutTask",
            { extension, bytes: new Uint8Array(bytes) },
            () => {
              throw new LayoutUnreadable(UNREADABLE_LAYOUT_MESSAGES.unreadable);
            },
          );
          if (!result.ok) throw new LayoutUnreadable(result.message);
          return result.layout;
        })(),
      ),
    readText: (fileName, bytes) =>
      track(
        (async () => {
          if (closed) throw new ReadingPoolClosed();
          // A translation that overruns a thread's heap has no text the checks can read.
          return runBackgroundTask<string | null>(
            "readTextTask",
            { fileName, bytes: new Uint8Array(bytes) },
            () => null,
          );
        })(),
      ),
    handBackAfter(graceMs) {
      setTimeout(() => handBack.abort(), graceMs).unref();
    },
    async idle() {
      while (readings.size > 0) await Promise.allSettled([...readings]);
    },
    close: () => {
      closed = true;
      return pool.destroy();
    },
  };
}
