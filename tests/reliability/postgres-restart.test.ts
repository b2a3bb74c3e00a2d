import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import { type RunningServer, startServer } from "../../src/server/start-server";
import { CERTIFIED_ORDER } from "../support/fixtures";
import { newCustomerFields, TEST_ADMIN } from "../support/test-app";
import { freePort, httpClient, signUpVerified, tempDataDir } from "./real-server";

// A PostgreSQL of the test's own (initdb in a temporary folder, another port), stopped and started again under
// the running app; the machine's shared server is never touched. Runs in the PostgreSQL pass of the suite.

const binDir = (() => {
  const root = "/usr/lib/postgresql";
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort().pop() : undefined;
  return version ? path.join(root, version, "bin") : undefined;
})();
const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? execFileSync("runuser", ["-u", "postgres", "--", path.join(binDir!, command), ...args], { stdio: "pipe" })
    : execFileSync(path.join(binDir!, command), args, { stdio: "pipe" });

describe.skipIf(!process.env.DATABASE_URL || !binDir)("PostgreSQL restarted under the running app", () => {
  const cluster = fs.mkdtempSync(path.join(os.tmpdir(), "bt-pg-"));
  const dataDir = tempDataDir();
  let server: RunningServer | undefined;
  let port = 0;
  const pgCtl = (...args: string[]) =>
    asPostgres("pg_ctl", ["-D", path.join(cluster, "data"), "-w", "-t", "30", ...args]);

  afterAll(async () => {
    await server?.stop().catch(() => undefined);
    try {
      pgCtl("stop", "-m", "immediate");
    } catch {
      // already stopped
    }
    fs.rmSync(cluster, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 fast while it is down and recovers without a restart of the app, losing no write", async () => {
    if (process.getuid?.() === 0)
      fs.chownSync(
        cluster,
        Number(execFileSync("id", ["-u", "postgres"]).toString()),
        Number(execFileSync("id", ["-g", "postgres"]).toString()),
      );
    asPostgres("initdb", ["-D", path.join(cluster, "data"), "-U", "postgres", "--auth=trust", "--no-sync"]);
    port = await freePort();
    const start = () =>
      pgCtl(
        "start",
        "-o",
        `-p ${port} -k ${cluster} -c listen_addresses=127.0.0.1 -c fsync=off`,
        "-l",
        path.join(cluster, "log"),
      );
    start();
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DEMO_DATA: "false",
      ADMIN_PASSWORD: TEST_ADMIN.password,
    });
    server = await startServer(config, { serveClient: false, logger: false });
    const api = httpClient(server.url);
    await signUpVerified(server, api, newCustomerFields());
    expect((await api.call("GET", "/api/orders")).status).toBe(200);

    pgCtl("stop", "-m", "fast");
    const startedAt = Date.now();
    // A write (reads of a signed-in customer's own order list may be answered from the cache meanwhile).
    const down = await api.call("POST", "/api/orders", { json: CERTIFIED_ORDER });
    expect(Date.now() - startedAt).toBeLessThan(6_000);
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(await down.json()).toMatchObject({
      message: "The service is briefly unavailable. Please try again in a few seconds.",
      code: "SERVICE_UNAVAILABLE",
    });
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(503);

    start();
    // Same process, same pool: new connections as soon as the server answers.
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await api.call("GET", "/api/orders")).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    const order = await api.call("POST", "/api/orders", { json: CERTIFIED_ORDER });
    expect(order.status).toBe(201);
    expect((await (await api.call("GET", "/api/orders")).json()).items.map((row: { id: number }) => row.id)).toContain(
      (await order.json()).id,
    );
    // The queue works again on the same process.
    await expect(server.queue.summary()).resolves.toEqual(expect.any(Array));
  }, 180_000);
});
