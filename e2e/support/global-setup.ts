import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password", email: "admin@bosphorustranslate.com" };
/** The server's console: the local outbox prints every e-mail here, which is how specs read codes and links. */
export const SERVER_LOG = path.resolve(import.meta.dirname, "../../e2e-server.log");

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Builds the app once, starts it on a free port with a fresh embedded database, and hands the URL to the specs. */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  // Vitest sets NODE_ENV=test, which would make Vite build React's development bundle: test what ships.
  if (!process.env.E2E_SKIP_BUILD)
    execFileSync("npm", ["run", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-e2e-"));
  // A port the system hands out free: a fixed range once drew 5672, where RabbitMQ listens on this kind of machine.
  const port = await freePort();
  server = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_EMAIL: E2E_ADMIN.email,
      DEMO_DATA: "false",
      SMTP_URL: "",
      S3_BUCKET: "",
      // Every spec signs its customers up from 127.0.0.1: the suite alone passes the production 20 an hour.
      RATE_LIMIT_SIGN_UPS: "500",
      // …and approve a translator of their own: more than the production 10 applications an hour.
      RATE_LIMIT_TRANSLATOR_APPLICATIONS: "200",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logFile = fs.createWriteStream(SERVER_LOG);
  server.stdout?.pipe(logFile);
  server.stderr?.pipe(logFile);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl);
  project.provide("baseUrl", baseUrl);

  return async () => {
    server?.kill("SIGTERM");
    await new Promise((resolve) => server?.once("exit", resolve));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string) {
  // A fresh embedded database migrates and seeds first: on a loaded two-core machine that has taken over a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`server exited with code ${server?.exitCode}; see e2e-server.log`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not become healthy within 180 s; see e2e-server.log");
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** A TCP port nothing listens on now, from the system (listen on 0, read it, close). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
