import type { DocumentAnalyser } from "./documents/analysis-pool";
import type { AppConfig } from "./config";
import type { Database, Executor } from "./db/client";
import type { IdentityProvider } from "./identity/identity-provider";
import type { Mailer } from "./mail/mailer";
import type { PaymentProvider } from "./payments/payment-provider";
import type { PayoutProvider } from "./payouts/payout-provider";
import type { JobQueue } from "./queue/job-queue";
import type { RateLimitStore } from "./security/rate-limiter";
import type { FileStorage } from "./storage/file-storage";

/** What every route plugin is given: the database and the outside-service adapters. */
export type AppDeps = {
  db: Database;
  config: AppConfig;
  mailer: Mailer;
  storage: FileStorage;
  payments: PaymentProvider;
  identity: IdentityProvider;
  /** Reports database health for /api/health. */
  pingDatabase: () => Promise<void>;
  /** More dependencies /api/health/ready checks besides the database (the job queue, Redis when configured). */
  readinessChecks?: ReadinessCheck[];
  /** Where rate-limit counters live: this process (default) or Redis shared by every instance. */
  rateLimitStore?: RateLimitStore;
  /** Pays translators' statements; the payouts routes choose one as payments are chosen when not given (payouts/create-payout-provider.ts). */
  payouts?: PayoutProvider;
  /** Reads uploaded documents in worker threads; the documents routes start their own when not given. */
  documentAnalyser?: DocumentAnalyser;
  /**
   * The durable job queue: work a request schedules for later (an offer's lapse, a data export), the admin's jobs
   * screen and /metrics (absent in API tests that run no jobs).
   */
  queue?: JobQueue;
  /**
   * Refuses delivery while the translation checks of an order's documents have errors neither fixed nor
   * overridden (translation-checks/delivery-checks.ts; filled in by app.ts): the job's completion calls it.
   */
  deliveryChecks?: DeliveryChecks;
  /** PostgreSQL's connection pool figures for /metrics (DatabaseHandle.poolStats). */
  poolStats?: () => { total: number; idle: number; waiting: number } | null;
};

/** Throws TRANSLATION_CHECKS_FAILED when the order may not be delivered; re-runs stale checks first. */
export type DeliveryChecks = (
  db: Executor,
  order: { id: number; translationDirection: "tr-en" | "en-tr" },
) => Promise<void>;

/**
 * critical false: a failure shows as "unreachable" in the answer but the instance stays ready (degraded).
 * immediate: a state of this process, not a dependency (shutting down): when it fails, readiness answers at once.
 */
export type ReadinessCheck = { name: string; check: () => Promise<void>; critical?: boolean; immediate?: boolean };
