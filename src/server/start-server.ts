import path from "node:path";
import { initOfficeConverter } from "./deliverable/office-converter";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { buildApp } from "./app";
import type { ReadinessCheck } from "./app-deps";
import type { AppConfig } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { seedDatabase, type SeedResult } from "./seed/seed-database";
import { seedDemoData } from "./seed/seed-demo";
import { createIdentityProvider } from "./identity/create-identity-provider";
import { createMailer } from "./mail/create-mailer";
import { createPaymentProvider } from "./payments/create-payment-provider";
import { createPayoutProvider } from "./payouts/create-payout-provider";
import type { Mailer } from "./mail/mailer";
import { createDocumentAnalyser } from "./documents/analysis-pool";
import { setDocumentTextReader } from "./documents/document-text-reader";
import { createLogStream } from "./http/request-logging";
import { logSerializers } from "./http/redact-url";
import { writeJsonLine } from "./json-line";
import { createJobQueue } from "./queue/create-job-queue";
import type { JobQueue } from "./queue/job-queue";
import { registerJobs } from "./queue/register-jobs";
import { defineSegmentationJobs } from "./workbench/segmentation-jobs";
import { createMachineTranslator } from "./machine-translation/create-machine-translator";
import { defineTranslationCheckJob } from "./translation-checks/translation-check-job";
import { defineOrderDraftJobs } from "./order-drafts/order-draft-jobs";
import { fallbackRateLimitStore, memoryRateLimitStore, redisRateLimitStore } from "./security/rate-limiter";
import { connectRedis } from "./shared-state/connect-redis";
import { connectInvalidationBus } from "./shared-state/invalidation-bus";
import { createRedisOutage } from "./shared-state/redis-outage";
import { readMailSender } from "./settings/mail-sender";
import type { FileStorage } from "./storage/file-storage";
import { jobLogBindings } from "./observability/job-context";
import { collectProcessMetrics } from "./observability/metrics";
import { startMetricsListener } from "./observability/metrics-listener";
import { startControlSocket } from "./backup/control-socket";
import { createStorage, loadServerKeyring } from "./storage/create-storage";
import type { MasterKeyring } from "./storage/master-keys";
import {
  fixDataDirPermissions,
  privateTempDir,
  securePrivateDataDir,
  unsealedBackups,
} from "./storage/private-data-dir";

export type RunningServer = {
  app: FastifyInstance;
  database: DatabaseHandle;
  mailer: Mailer;
  queue: JobQueue;
  storage: FileStorage;
  seed: SeedResult;
  /** The master key of stored files and where it came from (the banner tells to back up a generated key file). */
  keyring: MasterKeyring;
  url: string;
  /** Readiness turns false (load balancers stop sending requests); everything else keeps working until stop(). */
  drain(): void;
  /** The metrics listener's address when METRICS_PORT is set. */
  metricsUrl?: string;
  stop(): Promise<void>;
};

/** Time left after the readings are handed back, to write their leases before SHUTDOWN_TIMEOUT_MS ends the process. */
const HAND_BACK_MARGIN_MS = 2_000;

/** Opens the database, migrates, seeds, starts the job queue and listens. Used by main.ts and by tests that need a real socket. */
export async function startServer(
  config: AppConfig,
  options: { serveClient: boolean; logger: boolean },
): Promise<RunningServer> {
  // Before the embedded database opens: DATA_DIR is the server user's only, on an existing install too (docs/security.md).
  securePrivateDataDir(config.dataDir);
  const embeddedDbDir = path.join(config.dataDir, "db");
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: embeddedDbDir },
  );
  const { admin: seededAdmin } = await database.exclusively(async () => {
    await database.migrate();
    return seedDatabase(database.db, {
      admin: { username: config.adminUsername, email: config.adminEmail, password: config.adminPassword },
    });
  });
  // PGlite writes a new database's files (and some caches at each open) 0666 or 0644 whatever the umask: its folder
  // again, not all of DATA_DIR (the stored files were fixed above and new ones are made under umask 077).
  if (database.kind === "pglite") fixDataDirPermissions(embeddedDbDir);
  // The queue and the mailer exist before the app (routes send mail); they log through the app's logger once it exists.
  let app: FastifyInstance | undefined;
  // Before the app exists (connecting to Redis) lines are written as JSON by hand, like the logger's.
  const early = (level: "info" | "warn" | "error", obj: object, msg?: string) => {
    if (options.logger || level === "error") writeJsonLine(level, msg ?? "", obj as Record<string, unknown>);
  };
  const log = {
    info: (obj: object, msg?: string) => (app ? app.log.info(obj, msg) : early("info", obj, msg)),
    warn: (obj: object, msg?: string) => (app ? app.log.warn(obj, msg) : early("warn", obj, msg)),
    error: (obj: object, msg?: string) => (app ? app.log.error(obj, msg) : early("error", obj, msg)),
  };
  const queue = createJobQueue(config, database, log);
  const mailer = createMailer({
    db: database.db,
    from: config.mail.from,
    resolveFrom: (executor) => readMailSender(executor),
    smtpUrl: config.mail.smtpUrl,
    queue,
    retryBaseDelayMs: config.jobs.mailRetryBaseSeconds * 1000,
    echoToConsole: !config.production,
    logger: log,
  });
  // Every stored file is encrypted under its own key, wrapped by this master key (docs/security.md, "Files at rest").
  const keyring = await loadServerKeyring(config, database.db);
  const { storage, backend: storageBackend, plaintext } = await createStorage(config, database.db, keyring);
  // One warning when Redis goes and one when it is back, whichever connection or command notices.
  if (config.restoreDrill) {
    // A restored copy once e-mailed six customers: a drill sends nothing out (config.ts switched SMTP, Redis and Stripe off).
    log.warn(
      { restoreDrill: config.restoreDrill.source, ignored: config.restoreDrill.ignored },
      "RESTORE DRILL: no e-mail is sent (local outbox only), no shared Redis, built-in test payments; remove DATA_DIR/RESTORE_DRILL (or RESTORE_DRILL) to run for real",
    );
    if (config.restoreDrill.ignored.includes("REDIS_URL"))
      log.warn({}, "REDIS_URL ignored: a restore drill joins no shared Redis channel");
    if (config.storage.s3Bucket) {
      log.warn(
        { bucket: config.storage.s3Bucket },
        "restore drill on S3_BUCKET: its objects are read, never deleted or replaced (new uploads are written)",
      );
    }
  }
  const redisOutage = createRedisOutage(log);
  const redis: Redis | undefined = config.redisUrl ? await connectRedis(config.redisUrl, redisOutage) : undefined;
  // Session and catalog caches hear the other instances' changes (docs/decisions/013-caches-and-static-files.md).
  const leaveInvalidationBus = redis ? await connectInvalidationBus(redis, log, redisOutage) : undefined;
  let draining = false;
  const readinessChecks: ReadinessCheck[] = [
    {
      name: "shutdown",
      immediate: true,
      check: async () => {
        if (draining) throw new Error("shutting down");
      },
    },
    { name: "queue", check: () => queue.ping() },
  ];
  // DOCX/DOC translations go into the certified PDF only through LibreOffice (docs/deliverable.md): looked for once
  // here; missing, the instance is "degraded" (such a translation is delivered beside its certified PDF), not down.
  const office = await initOfficeConverter(config.libreOffice);
  log.info({ libreOffice: office.status }, office.command ? "LibreOffice found" : "LibreOffice not available");
  readinessChecks.push({
    name: "libreoffice",
    critical: false,
    check: async () => {
      if (!office.command) throw new Error(`LibreOffice ${office.status}`);
    },
  });
  // Redis down degrades (limits per instance) but does not take the instance out of the load balancer.
  if (redis) readinessChecks.push({ name: "redis", check: async () => void (await redis.ping()), critical: false });

  const payments = createPaymentProvider(config, database.db);
  const payouts = createPayoutProvider(config, database.db);
  const logStream = options.logger ? createLogStream() : undefined;
  // One pool of reader threads (READING_POOL_SIZE) for the upload requests and the document.analyze job.
  const documentAnalyser = createDocumentAnalyser({ threads: config.readingPoolSize });
  setDocumentTextReader(documentAnalyser.readText);
  const rateLimitStore = redis
    ? fallbackRateLimitStore(redisRateLimitStore(redis), memoryRateLimitStore, redisOutage)
    : undefined;
  app = await buildApp({
    db: database.db,
    config,
    mailer,
    storage,
    payments,
    payouts,
    identity: createIdentityProvider(config, database.db),
    pingDatabase: database.ping,
    readinessChecks,
    queue,
    documentAnalyser,
    poolStats: database.poolStats,
    rateLimitStore,
    serveClient: options.serveClient,
    // Lines written inside a job name it, its jobId and the reqId of the request that queued it (job-context.ts).
    logger: logStream
      ? { level: config.logLevel, stream: logStream.stream, serializers: logSerializers, mixin: jobLogBindings }
      : false,
  });
  // Demo orders are made through the use cases, which need the storage, mailer and payment provider.
  const demoCustomer = config.seedDemoData
    ? await database.exclusively(() =>
        seedDemoData({
          db: database.db,
          storage,
          mailer,
          payments,
          publicUrl: config.publicUrl,
          log: app!.log,
          analyser: documentAnalyser,
          adminUsername: config.adminUsername,
        }),
      )
    : null;
  const seed: SeedResult = { admin: seededAdmin, demoCustomer };
  // Every role defines the jobs (their retry settings travel with what it sends); only worker and all work them
  // (ROLE=web: createJobQueue made a queue that sends only).
  registerJobs(queue, {
    db: database.db,
    mailer,
    storage,
    storageBackend,
    plaintextGate: plaintext,
    analyser: documentAnalyser,
    payments,
    payouts,
    publicUrl: config.publicUrl,
    log,
    tmpDir: privateTempDir(config.dataDir),
    autoApprovalEveryMinutes: config.jobs.autoApprovalEveryMinutes,
    rateLimits: { limits: config.rateLimits, store: rateLimitStore },
  });
  // The workbench's segments (issue 39), read by the same reader threads.
  // Machine pre-translation only with DEEPL_API_KEY (and the admin's switch on): docs/workbench.md.
  defineSegmentationJobs(queue, {
    db: database.db,
    storage,
    reader: documentAnalyser,
    log,
    machineTranslator: createMachineTranslator(config.deepl),
  });
  // Wired here, not in register-jobs.ts: the checks sit above the jobs domain they gate (docs/architecture.md).
  defineTranslationCheckJob(queue, { db: database.db, storage });
  defineOrderDraftJobs(queue, { db: database.db, storage, analyser: documentAnalyser, log });
  await queue.start();
  // A process killed mid-upload left its debris before this start: sweep now rather than at the next full hour.
  await queue.send("storage.sweep", {});
  // A process killed right after a card was charged left the charge unrecorded: settle it now, not in 10 minutes.
  await queue.send("payments.reconcile", {});
  // Files stored before encryption are encrypted now; a purge a crash interrupted is finished now, not at midnight.
  await queue.send("files.encrypt-existing", {});
  await queue.send("files.retention", {});
  const oldArchives = unsealedBackups(config.dataDir);
  if (oldArchives.length > 0) {
    app.log.warn(
      { files: oldArchives },
      'unsealed backups from before issue 37 hold the file master key: delete them (or move them offline) and take a sealed backup (docs/operations.md, "Backups")',
    );
  }
  const address = await app.listen({ port: config.port, host: config.host });
  const running = app;
  collectProcessMetrics();
  const dumpDatabase = database.dumpDataDir;
  const controlSocket =
    database.kind === "pglite"
      ? await startControlSocket({ dataDir: config.dataDir, dumpDatabase: () => dumpDatabase()!, log })
      : undefined;
  const metricsListener =
    config.metrics.port === undefined
      ? undefined
      : await startMetricsListener({
          port: config.metrics.port,
          host: config.metrics.host,
          sources: { db: database.db, queue, poolStats: database.poolStats },
          log,
        });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      try {
        // First the server: it stops accepting connections, answers 503 to new requests on open ones and waits
        // for in-flight requests and the work after their answers; then the queue stops fetching and waits for the
        // jobs it is running. Not together: a request in flight still queues jobs (a sign-up's e-mail), and a
        // stopped pg-boss refused them (tests/reliability/rolling-restart.test.ts under load: the e-mails waited a
        // minute or more for the sweep; a job a route sends without an outbox row behind it would be lost).
        const logFailure = (error: unknown) => running.log.error({ err: error }, "shutdown step failed");
        // Document readings (an OCR takes minutes) finish within SHUTDOWN_TIMEOUT_MS, or are handed back a moment
        // before main.ts gives up, so another instance reads them now rather than after their 2-minute lease.
        documentAnalyser.handBackAfter(Math.max(0, config.shutdownTimeoutMs - HAND_BACK_MARGIN_MS));
        await running.close().catch(logFailure);
        await queue.stop(config.shutdownTimeoutMs).catch(logFailure);
        // Readings that outlived their upload request's answer ("pending") are in neither.
        await documentAnalyser.idle();
      } finally {
        await metricsListener?.close().catch(() => undefined);
        await controlSocket?.close().catch(() => undefined);
        await mailer.close().catch((error: unknown) => running.log.error({ err: error }, "closing the mailer failed"));
        setDocumentTextReader(null);
        await documentAnalyser.close().catch(() => undefined);
        await leaveInvalidationBus?.().catch(() => undefined);
        await redis?.quit().catch(() => redis.disconnect());
        await database.close();
        logStream?.flush();
      }
    })());
  const drain = () => {
    draining = true;
  };
  return {
    app: running,
    database,
    mailer,
    queue,
    storage,
    seed,
    keyring,
    url: address,
    drain,
    metricsUrl: metricsListener?.url,
    stop,
  };
}
