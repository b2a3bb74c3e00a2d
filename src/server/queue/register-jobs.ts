import type { Database } from "../db/client";
import type { DocumentAnalyser } from "../documents/analysis-pool";
import { findUnreadDocuments, readPendingDocument } from "../documents/read-pending-documents";
import { reconcileCapturedCharges } from "../payments/reconcile-captured-charges";
import type { PaymentProvider } from "../payments/payment-provider";
import type { Mailer } from "../mail/mailer";
import { MAIL_SEND_LEASE_MS } from "../mail/mail-retry";
import { purgeExpiredSignUps } from "../auth/expired-sign-ups";
import { purgeExpiredRecords } from "../auth/purge-expired-records";
import { askForRatings } from "../review/ask-for-ratings";
import { approveOverdueDrafts } from "../review/approve-overdue-drafts";
import { sendMessageDigests } from "../messages/send-message-digests";
import { lapseOverdueOffers } from "../translator-pay/lapse-offers";
import { prepareStatements } from "../payouts/prepare-statements";
import type { PayoutProvider } from "../payouts/payout-provider";
import { reconcilePayouts } from "../payouts/reconcile-payouts";
import { previousMonth } from "../../shared/translator-pay/statements";
import type { FileStorage } from "../storage/file-storage";
import { sweepStorage } from "../storage/sweep-storage";
import { registerAccountDataJobs } from "./account-data-jobs";
import { encryptExistingFiles } from "../storage/encrypt-existing-files";
import type { PlaintextGate } from "../storage/encryption-state";
import { runFileRetention } from "../files/run-file-retention";
import { DAILY, type JobQueue } from "./job-queue";
import { DEFAULT_RATE_LIMITS, type RateLimitsConfig } from "../security/rate-limit-config";
import type { RateLimitStore } from "../security/rate-limiter";
import {
  passwordResetAccountLimiter,
  passwordResetJobSchema,
  sendPasswordResetLink,
} from "../auth/send-password-reset-link";

/** E-mails one mail.deliver fetch claims and sends together, and the fetch loops per instance. */
export const MAIL_BATCH_SIZE = 10;
export const MAIL_WORKERS = 2;

type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

/** Every background job and schedule, in one place. Handlers are idempotent: a retried or repeated job changes nothing twice. */
export function registerJobs(
  queue: JobQueue,
  deps: {
    db: Database;
    mailer: Mailer;
    storage: FileStorage;
    /** The storage's backend as stored (encrypted bytes), for the encryption of files stored before it. */
    storageBackend?: FileStorage;
    /** Closed by the encryption job once no plaintext file is left. */
    plaintextGate?: PlaintextGate;
    analyser: DocumentAnalyser;
    payments: PaymentProvider;
    /** The translators' payout provider; without it the payouts reconciliation is not scheduled. */
    payouts?: PayoutProvider;
    publicUrl: string;
    log: Logger;
    /** DATA_DIR's private temp folder: data exports are built there. */
    tmpDir: string;
    autoApprovalEveryMinutes: number;
    /** The app's limits and where their counters live (Redis with REDIS_URL); the production defaults in memory without. */
    rateLimits?: { limits: RateLimitsConfig; store?: RateLimitStore };
  },
): void {
  const { db, mailer, log } = deps;

  // Failed SMTP attempts are retried by the mailer itself (mail-retry.ts: 24 hours); the queue's own retries
  // cover a handler that threw before recording its attempt (database hiccup) and an instance killed mid-send: its
  // job expires just after the attempt's 60-second lease and another instance takes it. One job per e-mail, codes
  // first; up to 2 × 10 SMTP attempts at once per instance (docs/operations.md, "E-mail delivery").
  queue.define("mail.deliver", {
    handler: async (data) => void (await mailer.deliverQueued(Number(data.mailId))),
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: MAIL_SEND_LEASE_MS / 1000 + 10,
    batchSize: MAIL_BATCH_SIZE,
    workers: MAIL_WORKERS,
  });
  queue.define("mail.sweep", {
    handler: async () => {
      const queued = await mailer.sweepQueued();
      if (queued > 0) log.info({ queued }, "overdue e-mails queued again");
    },
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
  });
  queue.schedule("mail.sweep", 1);

  // Approves drafts left unanswered for 5 days (docs/delivery.md, "Customer review"). The only place it happens on its own: reads change nothing
  // (the customer's page says the approval is on its way once the date has passed).
  queue.define("review.auto-approve", {
    handler: async () => {
      const ids = await approveOverdueDrafts({ db, mailer, storage: deps.storage, publicUrl: deps.publicUrl });
      if (ids.length > 0) log.info({ orderIds: ids }, "drafts approved automatically");
    },
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 600,
  });
  queue.schedule("review.auto-approve", deps.autoApprovalEveryMinutes);

  // Debris of killed processes: "*.tmp" files and stored files no row references (docs/security.md, "Attack-run fixes"). Hourly
  // through the queue (one run per hour across instances); start-server.ts also sends one run at start.
  queue.define("storage.sweep", {
    handler: async () => {
      const result = await sweepStorage({ db, storage: deps.storage });
      if (result.temporaryFiles > 0 || result.orphanedFiles.length > 0) log.info(result, "storage debris removed");
    },
    retryLimit: 1,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
  });
  queue.schedule("storage.sweep", 60);

  // Uploaded documents are stored first and read after (docs/decisions/021-documents-read-after-storing.md). The upload request reads its own at once; these
  // two read what it left: a killed process's documents, a transient failure, a stale lease. No queue retries:
  // the minutely sweep is the retry, and analyse-stored-document.ts gives up after MAX_ANALYSIS_ATTEMPTS.
  queue.define("document.analyze", {
    handler: async (data) =>
      readPendingDocument(
        { db, storage: deps.storage, analyser: deps.analyser, provider: deps.payments, log },
        Number(data.documentId),
      ),
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 1800,
  });
  queue.define("document.analysis-sweep", {
    handler: async () => {
      const unread = await findUnreadDocuments(db);
      for (const documentId of unread) await queue.send("document.analyze", { documentId });
      if (unread.length > 0) log.info({ documentIds: unread }, "unread documents sent to be read");
    },
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
  });
  queue.schedule("document.analysis-sweep", 1);

  // Card charges a killed process never recorded (docs/refunds.md, "Automatic refunds"): recorded, or refunded when
  // the order could not take them. Every 10 minutes, and once at start (start-server.ts). The run itself is
  // idempotent, so a queue retry or two instances overlapping change nothing twice.
  queue.define("payments.reconcile", {
    handler: async () => {
      const result = await reconcileCapturedCharges({ db, mailer, provider: deps.payments, log });
      if (result.recorded.length + result.refunded.length + result.refundFailed.length > 0)
        log.warn(result, "captured card charges reconciled");
    },
    retryLimit: 1,
    retryDelaySeconds: 120,
    expireInSeconds: 600,
  });
  queue.schedule("payments.reconcile", 10);
  // Sign-ups and translator applications whose e-mail was not verified within 7 days stop holding their address
  // (docs/security.md, "Sign-up squatting"). Sign-up and application also free an expired holder themselves.
  queue.define("sign-ups.purge-unverified", {
    handler: async () => {
      const purged = await purgeExpiredSignUps(db);
      if (purged.customers > 0 || purged.applications > 0) log.info(purged, "expired unverified sign-ups removed");
    },
    retryLimit: 1,
    retryDelaySeconds: 300,
    expireInSeconds: 600,
  });
  queue.schedule("sign-ups.purge-unverified", 60);
  // Expired sessions, e-mailed secrets, admin codes, device-cookie lockouts and contact acknowledgements (docs/security.md,
  // "Expired records"): hourly, in batches, idempotent.
  queue.define("housekeeping.purge-expired", {
    handler: async () => {
      const purged = await purgeExpiredRecords(db);
      if (Object.values(purged).some((count) => count > 0)) log.info(purged, "expired records purged");
    },
    retryLimit: 1,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
  });
  queue.schedule("housekeeping.purge-expired", 60);
  // Order messages held back by the 10-minute rule (docs/order-messages.md, "E-mails"): each due digest, once.
  queue.define("messages.digest", {
    handler: async () => {
      const sent = await sendMessageDigests({ db, mailer, publicUrl: deps.publicUrl });
      if (sent > 0) log.info({ sent }, "message digests e-mailed");
    },
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
  });
  queue.schedule("messages.digest", 1);
  // One rating request per completed order, a day after completion (docs/ratings.md): hourly, idempotent.
  queue.define("ratings.ask", {
    handler: async () => {
      const asked = await askForRatings({ db, mailer, publicUrl: deps.publicUrl });
      if (asked.length > 0) log.info({ orderIds: asked }, "ratings asked for");
    },
    retryLimit: 1,
    retryDelaySeconds: 300,
    expireInSeconds: 900,
  });
  queue.schedule("ratings.ask", 60);

  // "Download my data" and "Delete my account" (docs/security.md, "Your data" and "Deleting an account").
  registerAccountDataJobs(queue, {
    db,
    storage: deps.storage,
    mailer,
    publicUrl: deps.publicUrl,
    log,
    tmpDir: deps.tmpDir,
  });

  // Customer files kept no longer than needed (docs/decisions/029-customer-files.md): finishes purges a crash left
  // half done, sends the 7-day notices, deletes what is due. Daily, and once at start (start-server.ts); idempotent.
  queue.define("files.retention", {
    handler: async () => {
      const result = await runFileRetention({ db, storage: deps.storage, mailer, publicUrl: deps.publicUrl });
      if (result.resumed.length + result.noticed.length + result.purged.length > 0)
        log.info(result, "file retention: notices sent and files deleted");
    },
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 3600,
  });
  queue.schedule("files.retention", DAILY);
  // Files stored before encryption are encrypted in place, once (idempotent, resumable): at start and daily.
  const backend = deps.storageBackend;
  if (backend) {
    queue.define("files.encrypt-existing", {
      handler: async () =>
        void (await encryptExistingFiles({
          db,
          backend,
          storage: deps.storage,
          log,
          plaintextGate: deps.plaintextGate,
        })),
      retryLimit: 2,
      retryDelaySeconds: 300,
      expireInSeconds: 6 * 3600,
    });
    queue.schedule("files.encrypt-existing", DAILY);
  }

  // Job offers unanswered by their deadline lapse and the agency is told (docs/translators.md, "Offers"). Sending an
  // offer queues this job for its deadline; the minutely run catches any whose job was lost. Idempotent.
  queue.define("offers.lapse", {
    handler: async () => {
      const lapsed = await lapseOverdueOffers({ db, mailer, publicUrl: deps.publicUrl });
      if (lapsed.length > 0) log.info({ offerIds: lapsed }, "job offers lapsed");
    },
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
  });
  queue.schedule("offers.lapse", 1);

  // Last month's translator statements (docs/translators.md, "Statements and payouts"), hourly: the first run after a
  // month ends makes them; later runs find them made. Admins can also prepare any ended month themselves.
  queue.define("payouts.statements", {
    handler: async () => {
      const created = await prepareStatements({ db, month: previousMonth(new Date()) });
      if (created.length > 0) log.info({ statementIds: created }, "translator statements prepared");
    },
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 900,
  });
  queue.schedule("payouts.statements", 60);

  // Statements against the provider's transfers (issue 37): mismatches flagged for the admin, interrupted payments settled.
  const payouts = deps.payouts;
  if (payouts) {
    queue.define("payouts.reconcile", {
      handler: async () => {
        const result = await reconcilePayouts({ db, mailer, payouts });
        if (result.mismatched.length + result.recorded.length + result.released.length > 0)
          log.warn(result, "translator payouts reconciled");
      },
      retryLimit: 1,
      retryDelaySeconds: 300,
      expireInSeconds: 900,
    });
    queue.schedule("payouts.reconcile", 60);
  }

  definePasswordResetJob(queue, { db, mailer, publicUrl: deps.publicUrl, rateLimits: deps.rateLimits });
}

/**
 * "Forgot your password?" (docs/security.md, "Forgotten password"): POST /api/forgot-password queues one job per
 * name and browser a minute, and only the job looks the name up, stores the link and queues its e-mail.
 */
export function definePasswordResetJob(
  queue: JobQueue,
  deps: {
    db: Database;
    mailer: Mailer;
    publicUrl: string;
    rateLimits?: { limits: RateLimitsConfig; store?: RateLimitStore };
  },
): void {
  const accountLimiter = passwordResetAccountLimiter(
    deps.rateLimits?.limits ?? { enabled: true, ...DEFAULT_RATE_LIMITS },
    deps.rateLimits?.store,
  );
  queue.define("auth.password-reset", {
    handler: async (data) => {
      const job = passwordResetJobSchema.parse(data);
      await sendPasswordResetLink({ db: deps.db, mailer: deps.mailer, publicUrl: deps.publicUrl, accountLimiter, job });
    },
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 60,
  });
}
