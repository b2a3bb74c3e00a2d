import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LightMyRequestResponse, onRouteHookHandler } from "fastify";
import { buildApp } from "../../src/server/app";
import type { DatabaseHandle } from "../../src/server/db/client";
import type { JobQueue } from "../../src/server/queue/job-queue";
import { type AppConfig, loadConfig } from "../../src/server/config";
import { seedDatabase } from "../../src/server/seed/seed-database";
import type { DocumentAnalyser } from "../../src/server/documents/analysis-pool";
import type { IdentityProvider } from "../../src/server/identity/identity-provider";
import { createTestIdentityProvider } from "../../src/server/identity/test-identity-provider";
import { createMailer } from "../../src/server/mail/create-mailer";
import type { PaymentProvider } from "../../src/server/payments/payment-provider";
import { createTestPaymentProvider } from "../../src/server/payments/test-payment-provider";
import { databaseRecordStore } from "../../src/server/shared-state/test-provider-records";
import { readMailSender } from "../../src/server/settings/mail-sender";
import { createEncryptedStorage } from "../../src/server/storage/encrypted-storage";
import { generateMasterKey } from "../../src/server/storage/file-encryption";
import { createLocalDiskStorage } from "../../src/server/storage/local-disk-storage";
import { keyringFromEnvironment } from "../../src/server/storage/master-keys";
import type { PublicUser } from "../../src/shared/schemas/auth";
import { openTestDatabase } from "./test-database";

export const TEST_ADMIN = { username: "admin", email: "admin@bosphorustranslate.com", password: "test-admin-password" };

let counter = 0;
/** Registration fields no other call in this process uses, with the sign-up's consent to the terms (POST /api/register). */
export function newCustomerFields(
  overrides: Partial<Record<"username" | "email" | "password" | "firstName" | "lastName", string>> & {
    /** The language the customer signs up in (their screens, e-mails and documents' names). */
    language?: "en" | "tr";
  } = {},
) {
  counter += 1;
  const id = `customer${counter}${Math.floor(Math.random() * 1e6)}`;
  return {
    username: id,
    email: `${id}@example.com`,
    password: "secret-pass-1",
    firstName: "Mehmet",
    lastName: "Kaya",
    acceptTerms: true as const,
    ...overrides,
  };
}

/** The `cookie` header that carries the session set by a response. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "bt_session");
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `bt_session=${cookie.value}`;
}

/**
 * The production rate limits, except translator applications: the translator test files submit 20-30
 * applications each from the one inject address. tests/security/rate-limits.test.ts checks the real defaults.
 */
function testRateLimits(config: AppConfig): AppConfig["rateLimits"] {
  return { ...config.rateLimits, translatorApplicationPerAddress: { max: 100, windowMs: 60 * 60 * 1000 } };
}

/** The real app on a fresh, migrated, seeded database, with the outbox mailer and disk storage in a temp dir. */
export async function createTestApp(
  options: {
    payments?: PaymentProvider;
    identity?: IdentityProvider;
    config?: Partial<AppConfig>;
    documentAnalyser?: DocumentAnalyser;
    /** A durable queue on the test's database (tests/support/test-queue.ts), for the routes that read it. */
    queue?: (database: DatabaseHandle & { url?: string }) => JobQueue;
    /** Told of every route as the app registers it. */
    onRoute?: onRouteHookHandler;
  } = {},
) {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-test-"));
  const loaded = loadConfig({ DATA_DIR: dataDir, PORT: "0", NODE_ENV: "test", ADMIN_PASSWORD: TEST_ADMIN.password });
  const config: AppConfig = { ...loaded, rateLimits: testRateLimits(loaded), ...options.config };
  await seedDatabase(database.db, { admin: TEST_ADMIN });
  const mailer = createMailer({
    db: database.db,
    from: config.mail.from,
    resolveFrom: (executor) => readMailSender(executor),
  });
  // As in production: every file encrypted at rest (docs/decisions/029-customer-files.md), here under a fresh master key.
  const storageBackend = createLocalDiskStorage(path.join(dataDir, "uploads"));
  const keyring = keyringFromEnvironment(generateMasterKey());
  const storage = createEncryptedStorage({ backend: storageBackend, keyring: () => keyring });
  const payments = options.payments ?? createTestPaymentProvider(databaseRecordStore(database.db));
  const identity = options.identity ?? createTestIdentityProvider(databaseRecordStore(database.db));
  const queue = options.queue?.(database);
  const app = await buildApp({
    db: database.db,
    config,
    mailer,
    storage,
    payments,
    identity,
    pingDatabase: database.ping,
    documentAnalyser: options.documentAnalyser,
    queue,
    poolStats: database.poolStats,
    onRoute: options.onRoute,
  });
  await app.ready();

  /**
   * Signs up as a visitor does and, unless `verified: false`, enters the e-mailed code as the customer would
   * (ordering needs a verified address). `user` is the account as it is after that.
   */
  async function registerCustomer(overrides: Parameters<typeof newCustomerFields>[0] & { verified?: boolean } = {}) {
    const { verified = true, ...fieldOverrides } = overrides;
    const fields = newCustomerFields(fieldOverrides);
    const response = await app.inject({ method: "POST", url: "/api/register", payload: fields });
    if (response.statusCode !== 201) throw new Error(`register failed ${response.statusCode}: ${response.body}`);
    const cookie = sessionCookie(response);
    if (!verified) return { user: response.json<PublicUser>(), cookie, password: fields.password };
    const [mail] = await mailer.listOutbox({ to: fields.email, limit: 1 });
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    const verifiedResponse = await app.inject({
      method: "POST",
      url: "/api/verify-email-code",
      headers: { cookie },
      payload: { code },
    });
    if (verifiedResponse.statusCode !== 200)
      throw new Error(`e-mail verification failed ${verifiedResponse.statusCode}: ${verifiedResponse.body}`);
    return { user: verifiedResponse.json<PublicUser>(), cookie, password: fields.password };
  }

  async function login(username: string, password: string) {
    const response = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
    if (response.statusCode !== 200) throw new Error(`login failed ${response.statusCode}: ${response.body}`);
    return { user: response.json<PublicUser>(), cookie: sessionCookie(response) };
  }

  return {
    app,
    db: database.db,
    databaseKind: database.kind,
    mailer,
    storage,
    /** The files as stored on disk (encrypted). */
    storageBackend,
    keyring,
    dataDir,
    payments,
    identity,
    config,
    registerCustomer,
    login,
    queue,
    close: async () => {
      await queue?.stop(5_000);
      await app.close();
      await mailer.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
