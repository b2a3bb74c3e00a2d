import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { buildApp } from "./app";
import type { ReadinessCheck } from "./app-deps";
import type { AppConfig } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { seedDatabase, type SeedResult } from "./db/seed/seed-database";
import { seedDemoData } from "./db/seed/seed-demo";
import { createIdentityProvider } from "./identity/create-identity-provider";
import { createMailer } from "./mail/create-mailer";
import { createPaymentProvider } from "./payments/create-payment-provider";
import type { Mailer } from "./mail/mailer";
import { createDocumentAnalyser } from "./documents/analysis-pool";
import { createLogStream } from "./http/request-logging";
import { createJobQueue } from "./queue/create-job-queue";
import type { JobQueue } from "./queue/job-queue";
import { registerJobs } from "./queue/register-jobs";
import { fallbackRateLimitStore, memoryRateLimitStore, redisRateLimitStore } from "./security/rate-limiter";
import { connectRedis } from "./shared-state/connect-redis";
import { connectInvalidationBus } from "./shared-state/invalidation-bus";
import { readMailSender } from "./settings/mail-sender";
import type { FileStorage } from "./storage/file-storage";
import { collectProcessMetrics } from "./observability/metrics";
import { startMetricsListener } from "./observability/metrics-listener";
import { startControlSocket } from "./backup/control-socket";
import { createStorage, loadServerKeyring } from "./storage/create-storage";
import type { MasterKeyring } from "./storage/master-keys";

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

/** Opens the database, migrates, seeds, starts the job queue and listens. Used by main.ts and by tests that need a real socket. */
export async function startServer(config: AppConfig, options: { serveClient: boolean; logger: boolean }): Promise<RunningServer> {
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") });
  const { admin: seededAdmin } = await database.exclusively(async () => {
    await database.migrate();
    return seedDatabase(database.db, {
      admin: { username: config.adminUsername, email: config.adminEmail, password: config.adminPassword },
    });
  });
  // The queue and the mailer exist before the app (routes send mail); they log through the app's logger once it exists.
  let app: FastifyInstance | undefined;
  const log = {
    info: (obj: object, msg?: string) => app?.log.info(obj, msg),
    warn: (obj: object, msg?: string) => app?.log.warn(obj, msg),
    error: (obj: object, msg?: string) => (app ? app.log.error(obj, msg) : console.error(msg, obj)),
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
  const redis: Redis | undefined = config.redisUrl ? await connectRedis(config.redisUrl, log) : undefined;
  // Session and catalog caches hear the other instances' changes (docs/decisions/013-caches-and-static-files.md).
  const leaveInvalidationBus = redis ? await connectInvalidationBus(redis, log) : undefined;
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
  // Redis down degrades (limits per instance) but does not take the instance out of the load balancer.
  if (redis) readinessChecks.push({ name: "redis", check: async () => void (await redis.ping()), critical: false });

  const payments = createPaymentProvider(config, database.db);
  const logStream = options.logger ? createLogStream() : undefined;
  // One pool of reader threads for the upload requests and the document.analyze job.
  const documentAnalyser = createDocumentAnalyser();
  const rateLimitStore = redis ? fallbackRateLimitStore(redisRateLimitStore(redis), memoryRateLimitStore, log) : undefined;
  app = await buildApp({
    db: database.db,
    config,
    mailer,
    storage,
    payments,
    identity: createIdentityProvider(config, database.db),
    pingDatabase: database.ping,
    readinessChecks,
    queue,
    documentAnalyser,
    poolStats: database.poolStats,
    rateLimitStore,
    serveClient: options.serveClient,
    logger: logStream ? { level: config.logLevel, stream: logStream.stream } : false,
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
  registerJobs(queue, {
    db: database.db,
    mailer,
    storage,
    storageBackend,
    plaintextGate: plaintext,
    analyser: documentAnalyser,
    payments,
    publicUrl: config.publicUrl,
    log,
    autoApprovalEveryMinutes: config.jobs.autoApprovalEveryMinutes,
    rateLimits: { limits: config.rateLimits, store: rateLimitStore },
  });
  await queue.start();
  // A process killed mid-upload left its debris before this start: sweep now rather than at the next full hour.
  await queue.send("storage.sweep", {});
  // A process killed right after a card was charged left the charge unrecorded: settle it now, not in 10 minutes.
  await queue.send("payments.reconcile", {});
  // Files stored before encryption are encrypted now; a purge a crash interrupted is finished now, not at midnight.
  await queue.send("files.encrypt-existing", {});
  await queue.send("files.retention", {});
  const address = await app.listen({ port: config.port, host: config.host });
  const running = app;
  collectProcessMetrics();
  const dumpDatabase = database.dumpDataDir;
  const controlSocket = database.kind === "pglite" ? await startControlSocket({ dataDir: config.dataDir, dumpDatabase: () => dumpDatabase()!, log }) : undefined;
  const metricsListener =
    config.metrics.port === undefined
      ? undefined
      : await startMetricsListener({ port: config.metrics.port, host: config.metrics.host, sources: { db: database.db, queue, poolStats: database.poolStats }, log });

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
        await running.close().catch(logFailure);
        await queue.stop(config.shutdownTimeoutMs).catch(logFailure);
      } finally {
        await metricsListener?.close().catch(() => undefined);
        await controlSocket?.close().catch(() => undefined);
        await mailer.close().catch((error: unknown) => running.log.error({ err: error }, "closing the mailer failed"));
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
  return { app: running, database, mailer, queue, storage, seed, keyring, url: address, drain, metricsUrl: metricsListener?.url, stop };
}
