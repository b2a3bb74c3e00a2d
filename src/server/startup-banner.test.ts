import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config";
import type { RunningServer } from "./start-server";
import { printStartupBanner } from "./startup-banner";

const GENERATED = "Gen-Erated-Pass-9981";
const server = (generatedPassword: boolean) =>
  ({
    database: { kind: "pglite" },
    keyring: { source: "environment" },
    seed: {
      admin: { username: "admin", password: GENERATED, generatedPassword },
      demoCustomer: { username: "demo", password: "demo-customer-2026" },
    },
  }) as unknown as RunningServer;

afterEach(() => vi.restoreAllMocks());

describe("the start-up banner", () => {
  it("shows a person at a terminal the generated admin password, once", () => {
    const printed = vi.spyOn(console, "log").mockImplementation(() => undefined);
    printStartupBanner(loadConfig({ NODE_ENV: "development" }), server(true), { tty: true });
    expect(printed.mock.calls.join("\n")).toContain(`Admin account created: admin / ${GENERATED}`);
  });

  it("is one JSON log line without any password when stdout is not a terminal, or under NODE_ENV=production", () => {
    const printed = vi.spyOn(console, "log").mockImplementation(() => undefined);
    for (const [env, tty] of [
      ["development", false],
      ["production", true],
    ] as const) {
      const lines: Array<[object, string | undefined]> = [];
      const config = loadConfig({ NODE_ENV: env, PUBLIC_URL: "http://localhost:5000", DEMO_DATA: "true" });
      printStartupBanner(config, server(true), { tty, log: { info: (obj, msg) => lines.push([obj, msg]) } });
      expect(lines).toHaveLength(1);
      const text = JSON.stringify(lines);
      expect(text).not.toContain(GENERATED);
      expect(text).not.toContain("demo-customer-2026");
      expect(lines[0]![0]).toMatchObject({
        role: "all",
        readingPoolSize: expect.any(Number),
        adminCreated: { username: "admin", password: expect.stringContaining("npm run admin:reset-password -- admin") },
      });
    }
    expect(printed).not.toHaveBeenCalled();
  });

  it("never prints ADMIN_PASSWORD, not even at a terminal", () => {
    const printed = vi.spyOn(console, "log").mockImplementation(() => undefined);
    printStartupBanner(loadConfig({ NODE_ENV: "development" }), server(false), { tty: true });
    expect(printed.mock.calls.join("\n")).toContain("Admin account created: admin / (ADMIN_PASSWORD)");
    expect(printed.mock.calls.join("\n")).not.toContain(GENERATED);
  });

  it("says first, at a terminal and in the log line, that a restore drill sends no e-mail", () => {
    const printed = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const config = loadConfig({ NODE_ENV: "development", RESTORE_DRILL: "1", SMTP_URL: "smtp://mail.example.com:587" });
    printStartupBanner(config, server(false), { tty: true });
    const text = printed.mock.calls.join("\n");
    expect(text).toContain("RESTORE DRILL: no e-mail is sent");
    expect(text).toContain("E-mail: local outbox");
    const lines: Array<[object, string | undefined]> = [];
    printStartupBanner(config, server(false), { tty: false, log: { info: (obj, msg) => lines.push([obj, msg]) } });
    expect(lines[0]![0]).toMatchObject({
      restoreDrill: expect.stringContaining("no e-mail is sent"),
      mail: expect.stringContaining("local outbox"),
    });
  });
});
