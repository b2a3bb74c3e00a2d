import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { loadConfig } from "../../src/server/config";
import { type RunningServer, startServer } from "../../src/server/start-server";
import { multipartBody, type UploadFile } from "../support/fixtures";
import { TEST_ADMIN } from "../support/test-app";

// The real server as main.ts starts it (startServer), on 127.0.0.1 and a free port, driven over HTTP.

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "bt-reliability-"));
}

/** NODE_ENV=production only keeps the mailer from printing every e-mail to the test output. */
export function startRealServer(options: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? "",
    PORT: "0",
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    DEMO_DATA: "false",
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
  });
  return startServer(config, { serveClient: false, logger: false });
}

/** A browser-like client for one server: JSON in and out, and the session cookie kept between calls. */
export function httpClient(baseUrl: string) {
  let cookie = "";
  async function call(
    method: string,
    url: string,
    init: { json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...init.headers };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body && new Uint8Array(init.body),
    });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith("bt_session="));
    if (setCookie) cookie = setCookie.split(";")[0]!;
    return response;
  }
  return {
    call,
    async upload(url: string, fields: Record<string, string>, file: UploadFile) {
      const body = await multipartBody(fields, [file]);
      return call("POST", url, { body: body.payload, headers: body.headers });
    },
  };
}

/** Signs up through the API and enters the e-mailed code, as ordering needs a verified address (docs/security.md). */
export async function signUpVerified(
  server: RunningServer,
  api: ReturnType<typeof httpClient>,
  fields: { email: string },
) {
  const register = await api.call("POST", "/api/register", { json: fields });
  if (register.status !== 201) throw new Error(`register failed ${register.status}: ${await register.text()}`);
  const [mail] = await server.mailer.listOutbox({ to: fields.email, limit: 1 });
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await api.call("POST", "/api/verify-email-code", { json: { code } });
  if (verified.status !== 200)
    throw new Error(`e-mail verification failed ${verified.status}: ${await verified.text()}`);
  return register;
}

/**
 * For main.ts in a child process, whose outbox a test cannot read: the verified customer is made first by an
 * in-process server on the same data; the test then signs in.
 */
export async function verifiedCustomerIn(dataDir: string, fields: { email: string }) {
  const server = await startRealServer({ dataDir });
  try {
    await signUpVerified(server, httpClient(server.url), fields);
  } finally {
    await server.stop();
  }
}

/** A throwaway database on the PostgreSQL server at `serverUrl`; drop() removes it. */
export async function throwawayPostgresDatabase(serverUrl: string) {
  const name = `bt_reliability_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A port nothing listens on now, chosen by the system (tests running side by side never pick the same one). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * main.ts in a child process, as `npm start` runs it; resolves once /api/health answers. `onSpawn` hears of the
 * child at once, so a test can kill it in afterAll even when the wait for health is cut short.
 */
export async function spawnMainServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  preload?: string[];
  onSpawn?: (child: ChildProcess) => void;
  /** Keep standard output readable (child.stdout) for a test that reads the log lines. */
  pipeStdout?: boolean;
}) {
  const preload = (options.preload ?? []).flatMap((file) => [
    "--import",
    path.resolve(import.meta.dirname, "../..", file),
  ]);
  const child = spawn(
    process.execPath,
    ["--import", "tsx", ...preload, path.resolve(import.meta.dirname, "../../src/server/main.ts")],
    {
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: "127.0.0.1",
        DATA_DIR: options.dataDir,
        DATABASE_URL: "",
        SERVE_CLIENT: "false",
        DEMO_DATA: "false",
        NODE_ENV: "production",
        SHUTDOWN_DRAIN_MS: "0",
        LOG_LEVEL: "warn",
        ADMIN_PASSWORD: "main-test-password",
        ...options.env,
      },
      stdio: ["ignore", options.pipeStdout ? "pipe" : "ignore", "pipe"],
    },
  );
  options.onSpawn?.(child);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  // Generous: on a loaded machine tsx compiles the whole server before it listens.
  const deadline = Date.now() + 150_000;
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`main.ts exited before it was healthy: ${stderr.slice(-2000)}`);
    if (
      await fetch(`http://127.0.0.1:${options.port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, exited, url: `http://127.0.0.1:${options.port}` };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("main.ts did not become healthy");
}
