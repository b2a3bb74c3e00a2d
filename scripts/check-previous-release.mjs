// npm run test:previous-release — the previous release's code must still run against this commit's schema
// (docs/operations.md, "Upgrading a live multi-instance database"): during a rolling deploy the first new instance
// migrates while the old ones keep serving, so a migration that drops or renames what the old code reads, or adds a
// NOT NULL column it does not write, breaks the live site for the length of the deploy.
//
// It checks the previous release (PREVIOUS_RELEASE, a git ref; default HEAD's first parent: on main, main before the
// last merge) out into a temporary worktree, migrates a fresh PostgreSQL database with THIS commit's migrations, starts
// the previous code's server on it (its own migrator finds nothing newer to do) and walks a smoke list of endpoints:
// health, readiness, pricing, quote, sign-up, e-mail code, sign-out, sign-in, create and list orders.
// Server: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (the database is made and dropped here).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIGRATIONS = path.join(ROOT, "src/server/db/migrations");
const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const START_TIMEOUT_MS = 90_000;

const git = (...args) => spawnSync("git", args, { cwd: ROOT, encoding: "utf8" });
const started = Date.now();
const say = (line) => console.log(`[previous-release ${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

/** The commit to check, or null when there is none (a first commit). A shallow clone is deepened, never taken for "none". */
function previousCommit() {
  const ref = process.env.PREVIOUS_RELEASE || "HEAD^1";
  const resolve = () => git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`).stdout.trim();
  let commit = resolve();
  if (!commit && git("rev-parse", "--is-shallow-repository").stdout.trim() === "true") {
    git("fetch", "--quiet", "--deepen=1");
    commit = resolve();
    if (!commit)
      throw new Error(
        `${ref} is not in this shallow clone and fetching one more commit failed: clone with history (git fetch --unshallow)`,
      );
  }
  if (!commit && process.env.PREVIOUS_RELEASE) throw new Error(`PREVIOUS_RELEASE=${ref} is not a commit here`);
  return commit || null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The smoke list, as a browser would walk it (session cookie kept); throws naming the first step that failed. */
async function smoke(baseUrl, pool) {
  let cookie = "";
  async function call(method, url, body, expected) {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const session = response.headers.getSetCookie().find((value) => value.startsWith("bt_session="));
    if (session) cookie = session.split(";")[0];
    const text = await response.text();
    if (response.status !== expected)
      throw new Error(`${method} ${url}: ${response.status} (expected ${expected}): ${text.slice(0, 500)}`);
    say(`ok  ${method} ${url} ${response.status}`);
    return text ? JSON.parse(text) : undefined;
  }
  const id = `prev${randomBytes(4).toString("hex")}`;
  const customer = {
    username: id,
    email: `${id}@example.com`,
    password: "secret-pass-1",
    firstName: "Mehmet",
    lastName: "Kaya",
    // The sign-up's consent (issue 41); a release from before it ignores the field.
    acceptTerms: true,
  };
  const order = { serviceType: "certified", translationDirection: "tr-en", isRush: false, isPhysicalDelivery: false };
  await call("GET", "/api/health", undefined, 200);
  await call("GET", "/api/health/ready", undefined, 200);
  await call("GET", "/api/pricing", undefined, 200);
  await call("POST", "/api/quote", { ...order, items: [{ documentType: "birth_certificate" }] }, 200);
  await call("POST", "/api/register", customer, 201);
  // No SMTP: the code is in the outbox table, as the admin outbox shows it.
  const { rows } = await pool.query(`select text from mail_outbox where "to" = $1 order by id desc limit 1`, [
    customer.email,
  ]);
  const code = rows[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error("sign-up: no verification code in the outbox");
  await call("POST", "/api/verify-email-code", { code }, 200);
  await call("POST", "/api/logout", {}, 200);
  await call("POST", "/api/login", { username: customer.username, password: customer.password }, 200);
  const created = await call("POST", "/api/orders", { ...order, wordCount: 500 }, 201);
  const list = await call("GET", "/api/orders", undefined, 200);
  if (!JSON.stringify(list).includes(`"id":${created.id}`))
    throw new Error(`GET /api/orders: the new order ${created.id} is not listed`);
}

async function main() {
  const commit = previousCommit();
  if (!commit) {
    console.log("previous-release check: HEAD has no previous commit (a first commit): nothing to check.");
    return 0;
  }
  const head = git("rev-parse", "HEAD").stdout.trim();
  say(
    `previous release ${commit.slice(0, 12)} (${git("log", "-1", "--format=%s", commit).stdout.trim().slice(0, 80)}) against the schema of ${head.slice(0, 12)}`,
  );
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bt-previous-release-"));
  const worktree = path.join(scratch, "code");
  const databaseName = `bt_previous_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  let server;
  let pool;
  let output = "";
  try {
    const added = git("worktree", "add", "--detach", "--quiet", worktree, commit);
    if (added.status !== 0) throw new Error(`git worktree add failed: ${added.stderr}`);
    // The same packages: a release that changed dependencies is checked with today's (the check is about the schema).
    fs.symlinkSync(fs.realpathSync(path.join(ROOT, "node_modules")), path.join(worktree, "node_modules"), "dir");

    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    const databaseUrl = new URL(SERVER_URL);
    databaseUrl.pathname = `/${databaseName}`;
    pool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
    // The drop at the end ends any connection still open (with force): not a crash.
    pool.on("error", () => undefined);
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS });
    say(`database ${databaseName} migrated with this commit's migrations`);

    const port = await freePort();
    server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      cwd: worktree,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: path.join(scratch, "data"),
        PORT: String(port),
        HOST: "127.0.0.1",
        SERVE_CLIENT: "false",
        ADMIN_PASSWORD: "previous-release-admin-1",
        RATE_LIMITS: "false",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout.on("data", (chunk) => (output += chunk));
    server.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
    const baseUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const ready = await fetch(`${baseUrl}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 250))]);
      if (code !== undefined) throw new Error(`the previous release's server exited (${code}) on the new schema`);
      if (Date.now() > deadline)
        throw new Error(`the previous release's server was not ready within ${START_TIMEOUT_MS / 1000} s`);
    }
    say("the previous release's server started on the new schema");
    await smoke(baseUrl, pool);
    say("passed: the previous release runs against this commit's schema");
    return 0;
  } catch (error) {
    console.error(
      `\nprevious-release check FAILED: ${error.message}${error.cause ? `\n  ${error.cause.message}` : ""}`,
    );
    if (output)
      console.error(`\n--- the previous release's server output (last 4000 characters) ---\n${output.slice(-4000)}`);
    console.error(
      '\nA migration must keep the previous release working (docs/operations.md, "Upgrading a live multi-instance database").',
    );
    return 1;
  } finally {
    if (server && server.exitCode === null) {
      const gone = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
      await gone;
      clearTimeout(timer);
    }
    await pool?.end().catch(() => undefined);
    await admin
      .query(`drop database if exists ${databaseName} with (force)`)
      .catch((error) => console.error(`dropping ${databaseName}: ${error.message}`));
    await admin.end().catch(() => undefined);
    git("worktree", "remove", "--force", worktree);
    git("worktree", "prune");
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((error) => {
  console.error(`previous-release check failed: ${error.message}`);
  return 1;
});
