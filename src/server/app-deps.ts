import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import type { IdentityProvider } from "./identity/identity-provider";
import type { Mailer } from "./mail/mailer";
import type { PaymentProvider } from "./payments/payment-provider";
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
};
