import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, RESTORE_DRILL_MARKER } from "./config";
import { PROJECT_ROOT } from "./paths";

describe("loadConfig", () => {
  it("keeps the documented defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe(path.resolve(PROJECT_ROOT, "data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.publicUrl).toBe("http://localhost:5000");
    expect(config.mail).toEqual({ smtpUrl: undefined, from: "Bosphorus Translate <no-reply@bosphorustranslate.com>" });
    expect(config.storage.s3ForcePathStyle).toBe(false);
    expect(config.cookieSecure).toBe("auto");
    expect(config.trustProxy).toBe(false);
    expect(config.allowedOrigins).toEqual([]);
    expect(config.rateLimits.enabled).toBe(true);
    expect(config.shutdownTimeoutMs).toBe(30_000);
    expect(config.jobs).toEqual({
      mailRetryBaseSeconds: 60,
      maintenanceIntervalSeconds: 60,
      autoApprovalEveryMinutes: 10,
      analysisWaitMs: 20_000,
    });
    expect(config.paymentsMode).toBe("test");
  });

  it("reads flags, lists and defaults that follow other variables", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://db/app",
      PUBLIC_URL: "https://example.test/",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      COOKIE_SECURE: "no",
      TRUST_PROXY: "Yes",
      ALLOWED_ORIGINS: " https://a.test/ ,,https://b.test",
      RATE_LIMITS: "off",
      SMTP_URL: "",
    });
    expect(config.port).toBe(8080);
    expect(config.seedDemoData).toBe(false);
    expect(config.publicUrl).toBe("https://example.test");
    expect(config.storage.s3ForcePathStyle).toBe(true);
    expect(config.cookieSecure).toBe(false);
    expect(config.trustProxy).toBe(true);
    expect(config.allowedOrigins).toEqual(["https://a.test", "https://b.test"]);
    expect(config.rateLimits.enabled).toBe(false);
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow('Invalid environment: PORT must be a port number, got "http"');
    expect(() => loadConfig({ PORT: "70000" })).toThrow("PORT must be a port number");
    expect(() => loadConfig({ MAIL_RETRY_BASE_SECONDS: "0", AUTO_APPROVAL_EVERY_MINUTES: "2.5" })).toThrow(
      'Invalid environment: MAIL_RETRY_BASE_SECONDS must be a whole number of at least 1, got "0"; AUTO_APPROVAL_EVERY_MINUTES must be a whole number of at least 1, got "2.5"',
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(
      'SHUTDOWN_TIMEOUT_MS must be a whole number of at least 0, got "soon"',
    );
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow("Invalid environment: LOG_LEVEL");
    expect(loadConfig({ LOG_LEVEL: "warn" }).logLevel).toBe("warn");
  });

  it("keeps 14 backups unless BACKUP_KEEP says otherwise", () => {
    expect(loadConfig({}).backup.keep).toBe(14);
    expect(loadConfig({ BACKUP_KEEP: "3" }).backup.keep).toBe(3);
    expect(() => loadConfig({ BACKUP_KEEP: "0" })).toThrow('BACKUP_KEEP must be a whole number of at least 1, got "0"');
  });

  it("a restore drill (RESTORE_DRILL or the marker in DATA_DIR) uses no SMTP, no Redis and no Stripe whatever is set", () => {
    const live = {
      NODE_ENV: "production",
      PUBLIC_URL: "https://bosphorustranslate.com",
      SMTP_URL: "smtp://mail.example.com:587",
      REDIS_URL: "redis://redis.internal:6379",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_PUBLISHABLE_KEY: "pk_live_x",
    };
    const normal = loadConfig(live);
    expect(normal.restoreDrill).toBeUndefined();
    expect(normal.paymentsMode).toBe("live");

    const drill = loadConfig({ ...live, RESTORE_DRILL: "1" });
    expect(drill.restoreDrill).toEqual({
      source: "RESTORE_DRILL",
      ignored: ["SMTP_URL", "REDIS_URL", "STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY"],
    });
    expect(drill.mail.smtpUrl).toBeUndefined();
    expect(drill.redisUrl).toBeUndefined();
    expect(drill.stripe).toEqual({
      secretKey: undefined,
      publishableKey: undefined,
      webhookSecret: undefined,
      identityWebhookSecret: undefined,
    });
    // Without the Stripe keys a public production server would refuse to start; a drill runs the test providers.
    expect(drill.paymentsMode).toBe("test");

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-config-"));
    try {
      expect(loadConfig({ ...live, DATA_DIR: dataDir }).restoreDrill).toBeUndefined();
      fs.writeFileSync(path.join(dataDir, RESTORE_DRILL_MARKER), "");
      const marked = loadConfig({ ...live, DATA_DIR: dataDir });
      expect(marked.restoreDrill?.source).toBe("marker file");
      expect(marked.mail.smtpUrl).toBeUndefined();
      expect(marked.redisUrl).toBeUndefined();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
  it("reads DeepL's key and server URL; a restore drill sends nothing to DeepL", () => {
    expect(loadConfig({}).deepl).toEqual({ apiKey: undefined, serverUrl: undefined });
    expect(loadConfig({ DEEPL_API_KEY: "k:fx", DEEPL_SERVER_URL: "http://127.0.0.1:4010/" }).deepl).toEqual({
      apiKey: "k:fx",
      serverUrl: "http://127.0.0.1:4010",
    });
    expect(() => loadConfig({ DEEPL_SERVER_URL: "api.deepl.com" })).toThrow(
      "DEEPL_SERVER_URL must be an http:// or https:// URL",
    );
    const drill = loadConfig({ DEEPL_API_KEY: "k", RESTORE_DRILL: "1" });
    expect(drill.deepl.apiKey).toBeUndefined();
    expect(drill.restoreDrill?.ignored).toEqual(["DEEPL_API_KEY"]);
  });
});
