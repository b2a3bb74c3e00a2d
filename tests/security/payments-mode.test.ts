import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { PAYMENTS_REFUSAL } from "../../src/server/payments/payments-mode";
import { createTestApp, type TestApp } from "../support/test-app";

const PUBLIC_DEPLOYMENT = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://bosphorustranslate.com",
  DATA_DIR: "/tmp/bt-never-used",
};

describe("test payments in a real deployment (issue 13, item 3)", () => {
  it("refuses a production config with a public URL and no Stripe keys, saying why", () => {
    expect(() => loadConfig(PUBLIC_DEPLOYMENT)).toThrow(PAYMENTS_REFUSAL);
    expect(() => loadConfig({ ...PUBLIC_DEPLOYMENT, STRIPE_SECRET_KEY: "sk_live_x" })).toThrow(PAYMENTS_REFUSAL);
  });

  it("accepts Stripe keys, an explicit PAYMENTS=test, or a localhost URL", () => {
    expect(
      loadConfig({ ...PUBLIC_DEPLOYMENT, STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x" })
        .paymentsMode,
    ).toBe("live");
    expect(loadConfig({ ...PUBLIC_DEPLOYMENT, PAYMENTS: "test" }).paymentsMode).toBe("test");
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "http://127.0.0.1:5000" }).paymentsMode).toBe("test");
    expect(loadConfig({ NODE_ENV: "production" }).paymentsMode).toBe("test"); // npm start: http://localhost:5000
    expect(loadConfig({ PUBLIC_URL: "https://bosphorustranslate.com" }).paymentsMode).toBe("test"); // not production
  });

  it("the server process exits with the reason instead of starting", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { ...process.env, ...PUBLIC_DEPLOYMENT, PORT: "0", STRIPE_SECRET_KEY: "", PAYMENTS: "" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(PAYMENTS_REFUSAL);
  }, 70_000);
});

describe("GET /api/site-info tells pages the payments mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("answers paymentsMode 'test' with the built-in providers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/site-info" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ companyName: "Bosphorus Translate", paymentsMode: "test" });
  });
});
