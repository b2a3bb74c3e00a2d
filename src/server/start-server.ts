import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import type { AppConfig } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { seedDatabase, type SeedResult } from "./db/seed/seed-database";
import { createIdentityProvider } from "./identity/create-identity-provider";
import { createMailer } from "./mail/create-mailer";
import { createPaymentProvider } from "./payments/create-payment-provider";
import type { Mailer } from "./mail/mailer";
import { readMailSender } from "./settings/mail-sender";
import { startAutoApprovalTimer } from "./review/auto-approval-timer";
import { createStorage } from "./storage/create-storage";

export type RunningServer = {
  app: FastifyInstance;
  database: DatabaseHandle;
  mailer: Mailer;
  seed: SeedResult;
  url: string;
  stop(): Promise<void>;
};

/** Opens the database, migrates, seeds, and listens. Used by main.ts and by tests that need a real socket. */
export async function startServer(config: AppConfig, options: { serveClient: boolean; logger: boolean }): Promise<RunningServer> {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, "db") },
  );
  await database.migrate();
  const seed = await seedDatabase(database.db, {
    admin: { username: config.adminUsername, email: config.adminEmail, password: config.adminPassword },
    demoData: config.seedDemoData,
  });
  const mailer = createMailer({
    db: database.db,
    from: config.mail.from,
    resolveFrom: () => readMailSender(database.db),
    smtpUrl: config.mail.smtpUrl,
    echoToConsole: !config.production,
  });
  const storage = createStorage(config);
  const app = await buildApp({
    db: database.db,
    config,
    mailer,
    storage,
    payments: createPaymentProvider(config),
    identity: createIdentityProvider(config),
    pingDatabase: database.ping,
    serveClient: options.serveClient,
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? "info" } : false,
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const stopAutoApproval = startAutoApprovalTimer({ db: database.db, storage, mailer, publicUrl: config.publicUrl, log: app.log });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      stopAutoApproval();
      try {
        // Stops accepting connections, answers 503 to new requests on open ones, waits for in-flight requests.
        await app.close();
      } finally {
        await mailer.close().catch((error: unknown) => app.log.error({ err: error }, "closing the mailer failed"));
        await database.close();
      }
    })());
  return { app, database, mailer, seed, url: address, stop };
}
