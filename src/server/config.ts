import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { PROJECT_ROOT } from "./paths";
import { parseMasterKey } from "./storage/file-encryption";
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
  /** The master key of stored files (docs/security.md, "Files at rest"); unset: the key file in dataDir. */
  fileEncryption: { key?: string; previousKeys: string[] };
  /**
   * What seals `npm run backup` archives and opens them for `npm run restore` (docs/operations.md, "Backups"):
   * a 32-byte key, a file holding one (kept outside dataDir), or a passphrase. The server itself never reads them.
   */
  backup: { key?: string; keyFile?: string; passphrase?: string; keep: number };
  /**
   * Set: this is a restored copy started to check a backup (docs/operations.md, "Restore drills"): SMTP, Redis,
   * Stripe and DeepL are switched off below whatever the environment says, so the copy cannot e-mail customers, join the
   * live instances' channel, touch real charges or send customer text out. `ignored` names the variables that were set and are not used.
   */
  restoreDrill?: { source: "RESTORE_DRILL" | "marker file"; ignored: string[] };
  /** Cookies marked Secure: 'auto' follows the request protocol (honouring TRUST_PROXY). */
  cookieSecure: boolean | "auto";
  trustProxy: boolean;
  /** Origins besides the app's own (Host header, publicUrl) whose browsers may send state-changing API requests. */
  allowedOrigins: string[];
  /** Per-client limits on login, code entry, sign-up and forms (security/rate-limit-config.ts). */
  rateLimits: RateLimitsConfig;
  /** How long a graceful shutdown waits for in-flight requests before the process exits anyway. */
  shutdownTimeoutMs: number;
  /**
   * LIBREOFFICE: the command converting DOCX/DOC translations to PDF (docs/deliverable.md); unset: `soffice`, then
   * `libreoffice`, looked for at start; "off": none (a DOCX translation is delivered beside the certified PDF).
   */
  libreOffice: string | undefined;
  /**
   * On SIGTERM, how long the instance keeps serving while /api/health/ready already answers 503, so the load
   * balancer stops sending it requests before it stops accepting them (rolling deploys).
   */
  shutdownDrainMs: number;
  /** pino's level for the server's log lines. */
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Set: rate limits and lockouts are shared by every instance through this Redis. Unset: kept in this process. */
  redisUrl?: string;
  jobs: {
    /** First wait after a failed SMTP attempt; it doubles up to an hour, for 24 hours. */
    mailRetryBaseSeconds: number;
    /** PostgreSQL queue: how often lost jobs (their instance died) are detected and retried. */
    maintenanceIntervalSeconds: number;
    /** How often overdue drafts are approved automatically (divides 60). */
    autoApprovalEveryMinutes: number;
    /** How long an upload request waits for its document's word count before answering "still counting" (docs/decisions/021-documents-read-after-storing.md). */
    analysisWaitMs: number;
  };
  /**
   * Prometheus metrics: with `token`, GET /metrics on the app's port answers a request that bears it; with `port`,
   * a listener of its own on `host` (default loopback) answers without one. Neither: no metrics are served.
   */
  metrics: { token?: string; port?: number; host: string };
  /** Card payments: Stripe when secretKey is set, otherwise the built-in test provider. */
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; identityWebhookSecret?: string };
  /**
   * Machine pre-translation (docs/workbench.md, "Machine pre-translation"): DeepL's key; unset, nothing is ever sent
   * whatever the admin's setting. serverUrl overrides the SDK's own (tests point it at a loopback fake).
   */
  deepl: { apiKey?: string; serverUrl?: string };
  /**
   * What this instance does (docs/deployment.md, "Roles"): "web" serves the site and API and queues jobs but runs
   * none; "worker" runs the jobs and schedules and serves only health, readiness and metrics; "all" both.
   */
  role: ServerRole;
  /** Threads of the document-reading pool (OCR): the upload requests' readings and the document.analyze jobs. */
  readingPoolSize: number;
  /** "test": the built-in payment and identity providers (refused in a public production deployment unless PAYMENTS=test). */
  paymentsMode: PaymentsMode;
};

export const SERVER_ROLES = ["all", "web", "worker"] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

/** The reading pool's default: the cores but one, at most 4 (docs/decisions/012-document-analysis-pool.md). */
export const defaultReadingPoolSize = () => Math.max(1, Math.min(4, os.availableParallelism() - 1));

const TRUE_WORDS = ["1", "true", "yes", "on"];

/** Unset or empty: `fallback` (undefined when the default depends on another variable). */
const flag = <T extends boolean | undefined>(fallback: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === "" ? fallback : TRUE_WORDS.includes(value.toLowerCase())));

/** Empty counts as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** A whole number from `min` (to `max`); unset or empty: `fallback`. */
const wholeNumber = (
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
  what = `a whole number of at least ${min}`,
) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === "") return fallback;
      const value = Number(raw);
      if (Number.isInteger(value) && value >= min && value <= max) return value;
      ctx.addIssue({ code: "custom", message: `must be ${what}, got "${raw}"` });
      return z.NEVER;
    });

/**
 * Every variable the server reads, one line each, parsed once at start-up; README.md explains them.
 * A bad value stops the start with a message naming the variable (see loadConfig).
 */
const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: wholeNumber(5000, 0, 65535, "a port number"),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  LIBREOFFICE: optionalText,
  DATABASE_URL: optionalText,
  ADMIN_USERNAME: z.string().default("admin"),
  ADMIN_PASSWORD: optionalText,
  ADMIN_EMAIL: z.string().default("admin@bosphorustranslate.com"),
  DEMO_DATA: flag(undefined),
  PUBLIC_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default("Bosphorus Translate <no-reply@bosphorustranslate.com>"),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(undefined),
  FILE_ENCRYPTION_KEY: optionalText.refine((value) => value === undefined || parseMasterKey(value) !== null, {
    message: "must be 32 random bytes in base64 (44 characters) or hex (64 characters)",
  }),
  FILE_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine((keys) => keys.every((key) => parseMasterKey(key) !== null), {
      message: "must be comma-separated keys of 32 bytes in base64 or hex",
    }),
  BACKUP_KEY: optionalText.refine((value) => value === undefined || parseMasterKey(value) !== null, {
    message: "must be 32 random bytes in base64 (44 characters) or hex (64 characters)",
  }),
  BACKUP_KEY_FILE: optionalText,
  BACKUP_PASSPHRASE: optionalText.refine(
    (value) => value === undefined || value.length >= 12,
    "must be at least 12 characters",
  ),
  BACKUP_KEEP: wholeNumber(14, 1),
  RESTORE_DRILL: flag(false),
  COOKIE_SECURE: z
    .string()
    .optional()
    .transform((value): boolean | "auto" =>
      value === undefined || value === "auto" ? "auto" : TRUE_WORDS.includes(value.toLowerCase()),
    ),
  TRUST_PROXY: flag(false),
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((list) =>
      list
        .split(",")
        .map((origin) => origin.trim().replace(/\/$/, ""))
        .filter(Boolean),
    ),
  RATE_LIMITS: flag(true),
  RATE_LIMIT_USER_READS: wholeNumber(DEFAULT_RATE_LIMITS.readsPerUser.max, 1),
  RATE_LIMIT_USER_WRITES: wholeNumber(DEFAULT_RATE_LIMITS.writesPerUser.max, 1),
  RATE_LIMIT_SIGN_UPS: wholeNumber(DEFAULT_RATE_LIMITS.registrationPerAddress.max, 1),
  RATE_LIMIT_TRANSLATOR_APPLICATIONS: wholeNumber(DEFAULT_RATE_LIMITS.translatorApplicationPerAddress.max, 1),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(30_000, 0),
  SHUTDOWN_DRAIN_MS: wholeNumber(-1, 0, 120_000, "a whole number of milliseconds up to 120000"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REDIS_URL: optionalText,
  MAIL_RETRY_BASE_SECONDS: wholeNumber(60, 1),
  JOB_MAINTENANCE_SECONDS: wholeNumber(60, 1),
  AUTO_APPROVAL_EVERY_MINUTES: wholeNumber(10, 1),
  UPLOAD_ANALYSIS_WAIT_MS: wholeNumber(20_000, 0),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_IDENTITY_WEBHOOK_SECRET: optionalText,
  PAYMENTS: z.string().optional(),
  DEEPL_API_KEY: optionalText,
  DEEPL_SERVER_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^\s/]+/.test(value),
    "must be an http:// or https:// URL",
  ),
  METRICS_TOKEN: optionalText.refine(
    (token) => token === undefined || token.length >= 16,
    "must be at least 16 characters",
  ),
  METRICS_PORT: wholeNumber(-1, 0, 65535, "a port number").transform((port) => (port < 0 ? undefined : port)),
  METRICS_HOST: z.string().default("127.0.0.1"),
  ROLE: z.enum(SERVER_ROLES).default("all"),
  READING_POOL_SIZE: wholeNumber(0, 1, 64, "a whole number from 1 to 64"),
  /** The reading pool's size under its former name; READING_POOL_SIZE wins when both are set. */
  OCR_WORKERS: wholeNumber(0, 1, 64, "a whole number from 1 to 64"),
});

/** The name of every variable above: deploy/'s compose, unit and example env files may set only these (tests/deploy). */
export const ENV_VARIABLE_NAMES: readonly string[] = Object.keys(envSchema.shape);

/** Parses the environment, or throws one Error naming every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): z.infer<typeof envSchema> {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join("; ")}`);
}

/** Written by `npm run restore -- <archive> --drill` into the restored DATA_DIR: the server runs as a drill until it is removed. */
export const RESTORE_DRILL_MARKER = "RESTORE_DRILL";

/**
 * Variables a restore drill does not use (loadConfig): outgoing mail, the shared Redis, the real payment provider and
 * machine translation.
 */
const DRILL_IGNORED = [
  "SMTP_URL",
  "REDIS_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_IDENTITY_WEBHOOK_SECRET",
  "DEEPL_API_KEY",
] as const;

export function loadConfig(processEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = parseEnv(processEnv);
  const dataDir = path.resolve(PROJECT_ROOT, parsed.DATA_DIR);
  const drillSource = parsed.RESTORE_DRILL
    ? "RESTORE_DRILL"
    : fs.existsSync(path.join(dataDir, RESTORE_DRILL_MARKER))
      ? "marker file"
      : undefined;
  const restoreDrill: AppConfig["restoreDrill"] = drillSource
    ? { source: drillSource, ignored: DRILL_IGNORED.filter((name) => parsed[name] !== undefined) }
    : undefined;
  // A drill is the built-in test payments whatever the keys: it refuses nothing a restored copy needs to start.
  const env = restoreDrill
    ? { ...parsed, ...Object.fromEntries(DRILL_IGNORED.map((name) => [name, undefined])), PAYMENTS: "test" }
    : parsed;
  const port = env.PORT;
  const databaseUrl = env.DATABASE_URL;
  const production = env.NODE_ENV === "production";
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  // A bucket outlives any one instance, and every instance must open its files: a key generated on one
  // instance's disk would be lost with it (docs/security.md, "Files at rest").
  if (env.S3_BUCKET && !env.FILE_ENCRYPTION_KEY) {
    throw new Error(
      'FILE_ENCRYPTION_KEY is required with S3_BUCKET: every instance needs the same master key (docs/security.md, "Files at rest")',
    );
  }
  // The embedded database is one process's: a web instance's jobs would wait for a worker that cannot exist.
  if (env.ROLE !== "all" && !databaseUrl) {
    throw new Error(
      `ROLE=${env.ROLE} needs DATABASE_URL (PostgreSQL): with the embedded database one instance does everything (docs/deployment.md, "Roles")`,
    );
  }
  const paymentsMode = resolvePaymentsMode({
    production,
    publicUrl,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
    payments: env.PAYMENTS,
  });
  return {
    port,
    host: env.HOST,
    production,
    dataDir,
    libreOffice: env.LIBREOFFICE,
    databaseUrl,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    adminEmail: env.ADMIN_EMAIL,
    seedDemoData: env.DEMO_DATA ?? !databaseUrl,
    publicUrl,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    storage: {
      s3Bucket: env.S3_BUCKET,
      s3Region: env.S3_REGION,
      s3Endpoint: env.S3_ENDPOINT,
      s3AccessKeyId: env.S3_ACCESS_KEY_ID,
      s3SecretAccessKey: env.S3_SECRET_ACCESS_KEY,
      s3ForcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    },
    fileEncryption: { key: env.FILE_ENCRYPTION_KEY, previousKeys: env.FILE_ENCRYPTION_PREVIOUS_KEYS },
    backup: {
      key: env.BACKUP_KEY,
      keyFile: env.BACKUP_KEY_FILE === undefined ? undefined : path.resolve(PROJECT_ROOT, env.BACKUP_KEY_FILE),
      passphrase: env.BACKUP_PASSPHRASE,
      keep: env.BACKUP_KEEP,
    },
    restoreDrill,
    cookieSecure: env.COOKIE_SECURE,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: env.ALLOWED_ORIGINS,
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      readsPerUser: { ...DEFAULT_RATE_LIMITS.readsPerUser, max: env.RATE_LIMIT_USER_READS },
      writesPerUser: { ...DEFAULT_RATE_LIMITS.writesPerUser, max: env.RATE_LIMIT_USER_WRITES },
      registrationPerAddress: { ...DEFAULT_RATE_LIMITS.registrationPerAddress, max: env.RATE_LIMIT_SIGN_UPS },
      translatorApplicationPerAddress: {
        ...DEFAULT_RATE_LIMITS.translatorApplicationPerAddress,
        max: env.RATE_LIMIT_TRANSLATOR_APPLICATIONS,
      },
      enabled: env.RATE_LIMITS,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    // Behind a load balancer (production) a few seconds; alone (the embedded default) nobody needs telling.
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS >= 0 ? env.SHUTDOWN_DRAIN_MS : production ? 5_000 : 0,
    logLevel: env.LOG_LEVEL,
    redisUrl: env.REDIS_URL,
    jobs: {
      mailRetryBaseSeconds: env.MAIL_RETRY_BASE_SECONDS,
      maintenanceIntervalSeconds: env.JOB_MAINTENANCE_SECONDS,
      autoApprovalEveryMinutes: env.AUTO_APPROVAL_EVERY_MINUTES,
      analysisWaitMs: env.UPLOAD_ANALYSIS_WAIT_MS,
    },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      identityWebhookSecret: env.STRIPE_IDENTITY_WEBHOOK_SECRET,
    },
    paymentsMode,
    deepl: { apiKey: env.DEEPL_API_KEY, serverUrl: env.DEEPL_SERVER_URL?.replace(/\/$/, "") },
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    role: env.ROLE,
    readingPoolSize: env.READING_POOL_SIZE || env.OCR_WORKERS || defaultReadingPoolSize(),
  };
}
