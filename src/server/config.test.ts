import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
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
    expect(config.jobs).toEqual({ mailRetryBaseSeconds: 60, maintenanceIntervalSeconds: 60, autoApprovalEveryMinutes: 10, analysisWaitMs: 20_000 });
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
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow('SHUTDOWN_TIMEOUT_MS must be a whole number of at least 0, got "soon"');
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow("Invalid environment: LOG_LEVEL");
    expect(loadConfig({ LOG_LEVEL: "warn" }).logLevel).toBe("warn");
  });
});
