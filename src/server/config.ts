import path from "node:path";
import { PROJECT_ROOT } from "./paths";
import { type PaymentsMode, resolvePaymentsMode } from "./payments/payments-mode";
import { DEFAULT_RATE_LIMITS, type RateLimitsConfig } from "./security/rate-limit-config";

/** Everything the server reads from the environment, read once at start. README.md lists each variable. */
export type AppConfig = {
  port: number;
  host: string;
  production: boolean;
  /** Folder for the embedded database and locally stored files. */
  dataDir: string;
  /** Set: a real PostgreSQL server. Unset: embedded PGlite in dataDir/db. */
  databaseUrl?: string;
  adminUsername: string;
  adminPassword?: string;
  adminEmail: string;
  /** Seed a demo customer with sample orders (default: on for the embedded database only). */
  seedDemoData: boolean;
  publicUrl: string;
  mail: { smtpUrl?: string; from: string };
  storage: {
    s3Bucket?: string;
    s3Region: string;
    s3Endpoint?: string;
    s3AccessKeyId?: string;
    s3SecretAccessKey?: string;
    s3ForcePathStyle: boolean;
  };
  /** Cookies marked Secure: 'auto' follows the request protocol (honouring TRUST_PROXY). */
  cookieSecure: boolean | "auto";
  trustProxy: boolean;
  /** Origins besides the app's own (Host header, publicUrl) whose browsers may send state-changing API requests. */
  allowedOrigins: string[];
  /** Per-client limits on login, code entry, sign-up and forms (security/rate-limit-config.ts). */
  rateLimits: RateLimitsConfig;
  /** How long a graceful shutdown waits for in-flight requests before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Set: rate limits and lockouts are shared by every instance through this Redis. Unset: kept in this process. */
  redisUrl?: string;
  jobs: {
    /** First wait after a failed SMTP attempt; it doubles up to an hour, for 24 hours. */
    mailRetryBaseSeconds: number;
    /** PostgreSQL queue: how often lost jobs (their instance died) are detected and retried. */
    maintenanceIntervalSeconds: number;
    /** How often overdue drafts are approved automatically (divides 60). */
    autoApprovalEveryMinutes: number;
  };
  /** Card payments: Stripe when secretKey is set, otherwise the built-in test provider. */
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; identityWebhookSecret?: string };
  /** "test": the built-in payment and identity providers (refused in a public production deployment unless PAYMENTS=test). */
  paymentsMode: PaymentsMode;
};

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 5000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR ?? "data");
  const production = env.NODE_ENV === "production";
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  const paymentsMode = resolvePaymentsMode({
    production,
    publicUrl,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    payments: env.PAYMENTS,
  });
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    production,
    dataDir,
    databaseUrl,
    adminUsername: env.ADMIN_USERNAME ?? "admin",
    adminPassword: env.ADMIN_PASSWORD || undefined,
    adminEmail: env.ADMIN_EMAIL ?? "admin@bosphorustranslate.com",
    seedDemoData: flag(env.DEMO_DATA, !databaseUrl),
    publicUrl,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM ?? "Bosphorus Translate <no-reply@bosphorustranslate.com>",
    },
    storage: {
      s3Bucket: env.S3_BUCKET || undefined,
      s3Region: env.S3_REGION ?? "us-east-1",
      s3Endpoint: env.S3_ENDPOINT || undefined,
      s3AccessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      s3SecretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      s3ForcePathStyle: flag(env.S3_FORCE_PATH_STYLE, Boolean(env.S3_ENDPOINT)),
    },
    cookieSecure: env.COOKIE_SECURE === undefined || env.COOKIE_SECURE === "auto" ? "auto" : flag(env.COOKIE_SECURE, false),
    trustProxy: flag(env.TRUST_PROXY, false),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? "").split(",").map((origin) => origin.trim().replace(/\/$/, "")).filter(Boolean),
    rateLimits: { ...DEFAULT_RATE_LIMITS, enabled: flag(env.RATE_LIMITS, true) },
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 30_000),
    redisUrl: env.REDIS_URL || undefined,
    jobs: {
      mailRetryBaseSeconds: positiveNumber(env, "MAIL_RETRY_BASE_SECONDS", 60),
      maintenanceIntervalSeconds: positiveNumber(env, "JOB_MAINTENANCE_SECONDS", 60),
      autoApprovalEveryMinutes: positiveNumber(env, "AUTO_APPROVAL_EVERY_MINUTES", 10),
    },
    stripe: { secretKey: env.STRIPE_SECRET_KEY || undefined, publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined, webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined, identityWebhookSecret: env.STRIPE_IDENTITY_WEBHOOK_SECRET || undefined },
    paymentsMode,
  };
}
