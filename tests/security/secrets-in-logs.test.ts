import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { newCustomerFields } from "../support/test-app";
import {
  freePort,
  httpClient,
  signUpVerified,
  spawnMainServer,
  startRealServer,
  tempDataDir,
} from "../reliability/real-server";

// docs/security.md, "Logs": main.ts as `npm start` runs it (stdout not a terminal), with known secrets. Every line it
// writes is JSON, and none holds a password or a link's token, after every e-mailed token link has been followed.

const ADMIN_PASSWORD = "admin-Secret-Pass-7731";
const NEW_PASSWORD = "brand-New-Pass-5521";

describe("secrets in the logs", () => {
  const dataDir = tempDataDir();
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child?.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes only JSON lines, with no password and no token of a followed link in them", async () => {
    // Real links first, from an in-process server's outbox on the same data: a verification and a reset link.
    const fields = newCustomerFields({ password: "customer-Secret-Pass-4410" });
    const other = newCustomerFields();
    const inProcess = await startRealServer({ dataDir });
    const links: string[] = [];
    try {
      await signUpVerified(inProcess, httpClient(inProcess.url), fields);
      const unverified = await httpClient(inProcess.url).call("POST", "/api/register", { json: other });
      expect(unverified.status).toBe(201);
      expect(
        (await httpClient(inProcess.url).call("POST", "/api/forgot-password", { json: { identifier: fields.email } }))
          .status,
      ).toBe(202);
      // The reset link is written by a queued job 1–4 s after the answer (docs/security.md, "Forgotten password").
      for (
        let waited = 0;
        waited < 30_000 && !links.some((link) => link.includes("/reset-password?token="));
        waited += 250
      ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        links.length = 0;
        for (const to of [fields.email, other.email]) {
          for (const mail of await inProcess.mailer.listOutbox({ to, limit: 10 }))
            links.push(...(mail.text.match(/https?:\/\/\S+\?token=[^\s)]+/g) ?? []));
        }
      }
    } finally {
      await inProcess.stop();
    }
    const tokens = links.map((link) => new URL(link).searchParams.get("token")!);
    expect(links.some((link) => link.includes("/verify-email?token="))).toBe(true);
    expect(links.some((link) => link.includes("/reset-password?token="))).toBe(true);

    let output = "";
    const { url } = await spawnMainServer({
      dataDir,
      port: await freePort(),
      // A fresh admin account (the in-process server made "admin"), created by this start with a known password.
      env: { LOG_LEVEL: "info", ADMIN_USERNAME: "root", ADMIN_EMAIL: "root@example.com", ADMIN_PASSWORD },
      pipeStdout: true,
      onSpawn: (spawned) => {
        child = spawned;
        spawned.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
        spawned.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      },
    });
    const api = httpClient(url);
    // Every link as the browser opens it (the page), then as its page posts the token.
    const made = [
      "/set-password?token=made-up-set-password-token",
      "/accept-translator-invitation?token=made-up-invitation-token",
      "/data-export?token=made-up-export-token",
    ];
    for (const link of [...links.map((link) => link.replace(/^https?:\/\/[^/]+/, "")), ...made])
      await api.call("GET", link);
    for (const path of ["/api/orders?code=123456&key=made-up-key&signature=made-up-signature"])
      await api.call("GET", path);
    // The second account's link: the first account entered its code already.
    const verifyToken = new URL(links.filter((link) => link.includes("/verify-email?")).at(-1)!).searchParams.get(
      "token",
    );
    const resetToken = tokens[links.findIndex((link) => link.includes("/reset-password?"))]!;
    expect((await api.call("POST", "/api/verify-email", { json: { token: verifyToken } })).status).toBe(200);
    expect(
      (await api.call("POST", "/api/reset-password", { json: { token: resetToken, password: NEW_PASSWORD } })).status,
    ).toBe(200);
    expect(
      (await api.call("POST", "/api/admin/login", { json: { username: "root", password: ADMIN_PASSWORD } })).status,
    ).toBe(200);
    expect(
      (await api.call("POST", "/api/login", { json: { username: fields.username, password: NEW_PASSWORD } })).status,
    ).toBe(200);

    child!.kill("SIGTERM");
    await new Promise((resolve) => child!.once("exit", resolve));
    const lines = output.split("\n").filter((line) => line.trim() !== "");
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object";
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const secrets = [ADMIN_PASSWORD, NEW_PASSWORD, fields.password, "123456", "made-up", ...tokens];
    expect(lines.filter((line) => secrets.some((secret) => line.includes(secret)))).toEqual([]);
    // The lines are there, with the secrets blanked: the log still says which link was opened.
    const requests = lines
      .map((line) => JSON.parse(line) as { msg?: string; url?: string })
      .filter((line) => line.msg === "request completed");
    expect(requests.map((line) => line.url)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/reset-password\?token=\[REDACTED\]$/),
        "/data-export?token=[REDACTED]",
      ]),
    );
    expect(requests.map((line) => line.url)).toContain(
      "/api/orders?code=[REDACTED]&key=[REDACTED]&signature=[REDACTED]",
    );
    const started = lines
      .map((line) => JSON.parse(line) as { msg?: string; adminCreated?: unknown })
      .find((line) => line.msg === "Bosphorus Translate is running");
    expect(started?.adminCreated).toEqual({
      username: "root",
      signIn: "/admin/auth",
      password: "password from ADMIN_PASSWORD",
    });
  }, 240_000);
});
