#!/usr/bin/env node
// An agency with a million orders (issue 26): seeds 1,000,000 orders and 200,000 customers on PostgreSQL and 100,000
// orders (20,000 customers) on the embedded database with SQL, starts the built server on each, and measures p99 at 10
// concurrent clients for the admin lists, searches, dashboard and a customer's orders, beside a bare node:http server
// measured in the same run; then times the CSV export of every order and samples the server's RSS meanwhile.
//
//   npm run build && npm run bench:scale
//   node bench/scale.mjs --db postgres --orders 1000000 --customers 200000 --duration 8
//   node bench/scale.mjs --root /tmp/other-tree        # the same bench against another built tree (before/after)
//   node bench/scale.mjs --db postgres --keep          # keeps the seeded PostgreSQL database (its URL is printed) for EXPLAIN
//
// Everything runs on 127.0.0.1: the built server (dist/server/main.js) in a child process on a throwaway DATA_DIR and,
// for PostgreSQL, a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// dropped afterwards. Durations and request counts are bounded.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { scaleSeedStatements } from "./support/scale-seed.mjs";
import { signUpVerifiedCustomer } from "./support/verified-customer.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const ROOT = path.resolve(option("--root", path.resolve(import.meta.dirname, "..")));
const DURATION = Math.min(Number(option("--duration", "8")), 30);
const CONNECTIONS = 10;
const DATABASES = option("--db", "postgres,pglite").split(",");
const SIZES = {
  postgres: { orders: Number(option("--orders", "1000000")), customers: Number(option("--customers", "200000")) },
  pglite: {
    orders: Number(option("--pglite-orders", "100000")),
    customers: Number(option("--pglite-customers", "20000")),
  },
};
const BENCH_USER_ORDERS = 300;
/** The deepest page measured: the 1,000th of 25 (fewer when the data set is smaller). */
const DEEP_PAGE = 1000;
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN = { username: "admin", password: "bench-admin-password", email: "admin@bosphorustranslate.com" };
const jsonOut = option("--json", undefined);
const KEEP_DATABASE = args.includes("--keep");

if (!fs.existsSync(path.join(ROOT, "dist/server/main.js"))) {
  console.error('dist/ is missing: run "npm run build" first.');
  process.exit(2);
}

const freePort = () => 20000 + Math.floor(Math.random() * 20000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => Math.round(ms / 100) / 10;

/** A child process serving HTTP on `port`; resolves once `healthPath` answers 200. */
async function startProcess(argv, env, port, healthPath) {
  const fullEnv = { ...process.env, ...env };
  for (const key of ["LOG_LEVEL", "REDIS_URL"]) if (!(key in env)) delete fullEnv[key];
  const stdoutFile = path.join(os.tmpdir(), `bench-scale-${port}.log`);
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    env: fullEnv,
    stdio: ["ignore", fs.openSync(stdoutFile, "w"), "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}): ${stderr}`);
    if (
      await fetch(`http://127.0.0.1:${port}${healthPath}`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        url: `http://127.0.0.1:${port}`,
        pid: child.pid,
        stdoutFile,
        stop: () =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve() : (child.once("exit", resolve), child.kill("SIGTERM")),
          ),
      };
    }
    await sleep(200);
  }
  child.kill("SIGKILL");
  throw new Error(`process did not start within 180 s: ${stderr}`);
}

function startHelloWorld() {
  const port = freePort();
  const code = `require("node:http").createServer((q, s) => { s.setHeader("content-type", "application/json"); s.end('{"hello":"world"}'); }).listen(${port}, "127.0.0.1")`;
  return startProcess(["-e", code], {}, port, "/");
}

function startApp({ dataDir, databaseUrl }) {
  const port = freePort();
  return startProcess(
    ["dist/server/main.js"],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      // Not "production": only then does the server print its e-mails (the customer's and the admin's codes) to stdout.
      NODE_ENV: "development",
      DEMO_DATA: "false",
      SMTP_URL: "",
      S3_BUCKET: "",
      STRIPE_SECRET_KEY: "",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      // One admin and one customer make every request of a row: the per-account read limit would stop them.
      RATE_LIMIT_USER_READS: "100000000",
    },
    port,
    "/api/health",
  );
}

/** The admin signed in through the e-mailed code (read from the server's stdout, as from an inbox). */
async function adminCookie(app) {
  const login = await fetch(`${app.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("bt_session="))
    .split(";")[0];
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const printed = fs.readFileSync(app.stdoutFile, "utf8");
    const code = printed
      .match(/admin verification code is: (\d{6})/g)
      ?.pop()
      ?.slice(-6);
    if (code) {
      const verify = await fetch(`${app.url}/api/admin/verify`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ code }),
      });
      if (!verify.ok) throw new Error(`admin verify failed: ${verify.status} ${await verify.text()}`);
      return verify.headers
        .getSetCookie()
        .find((c) => c.startsWith("bt_session="))
        .split(";")[0];
    }
    await sleep(100);
  }
  throw new Error("no admin code printed within 30 s");
}

async function createThrowawayDatabase() {
  const name = `bt_scale_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: PG_SERVER });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Runs statements on the database (a pg client, or PGlite opening the data directory the stopped server left). */
async function withDatabase(kind, target, work) {
  if (kind === "postgres") {
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      return await work((sql) => client.query(sql).then((r) => r.rows));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(path.join(target, "db"), { extensions: { pg_trgm } });
  try {
    return await work((sql) => db.query(sql).then((r) => r.rows));
  } finally {
    await db.close();
  }
}

/** One endpoint at CONNECTIONS for DURATION seconds, after a 1-second warm-up that is not counted. */
async function measure(url, headers = {}) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The server's resident memory in MB (Linux /proc). */
function rssMb(pid) {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Downloads the whole-range orders CSV, counting bytes and lines, sampling the server's RSS every 100 ms. */
async function timeExport(app, cookie) {
  let peak = rssMb(app.pid) ?? 0;
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid) ?? 0)), 100);
  const started = Date.now();
  try {
    const response = await fetch(`${app.url}/api/admin/reports/orders.csv?from=2000-01-01&to=2100-12-31`, {
      headers: { cookie },
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`export failed: ${response.status} ${await response.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    return {
      seconds: seconds(Date.now() - started),
      rows: lines - 1,
      megabytes: Math.round(bytes / 1048576),
      rssBeforeMb: before,
      rssPeakMb: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The cursor of page `page` of Manage Orders (newest first, 25 a page), walked with each answer's nextCursor. */
async function cursorOfPage(app, cookie, page) {
  let cursor;
  for (let index = 1; index < page; index += 1) {
    const response = await fetch(`${app.url}/api/admin/orders?limit=25${cursor ? `&cursor=${cursor}` : ""}`, {
      headers: { cookie },
    });
    const body = await response.json();
    if (!body.nextCursor) return { cursor, page: index };
    cursor = body.nextCursor;
  }
  return { cursor, page };
}

async function benchDatabase(kind, baseline) {
  const size = SIZES[kind];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-bench-scale-"));
  const database = kind === "postgres" ? await createThrowawayDatabase() : undefined;
  const rows = [];
  let app;
  try {
    // 1. A fresh server migrates the database and seeds the admin; a customer signs up as a person does.
    app = await startApp({ dataDir, databaseUrl: database?.url });
    const username = `scale${randomBytes(3).toString("hex")}`;
    const customerCookie = await signUpVerifiedCustomer(app.url, app.stdoutFile, username);
    await app.stop();
    // 2. The data, with SQL.
    const seedStarted = Date.now();
    await withDatabase(kind, database?.url ?? dataDir, async (query) => {
      const [{ id: benchUserId }] = await query(`SELECT id FROM users WHERE username = '${username}'`);
      const [{ id: adminId }] = await query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1`);
      for (const statement of scaleSeedStatements({
        ...size,
        benchUserId,
        benchUserOrders: BENCH_USER_ORDERS,
        adminId,
      }))
        await query(statement);
    });
    const seedSeconds = seconds(Date.now() - seedStarted);
    console.log(
      `${kind}: seeded ${size.orders.toLocaleString("en-US")} orders and ${size.customers.toLocaleString("en-US")} customers in ${seedSeconds} s`,
    );
    // 3. The server on the seeded data.
    app = await startApp({ dataDir, databaseUrl: database?.url });
    const admin = await adminCookie(app);
    const deep = await cursorOfPage(app, admin, DEEP_PAGE);
    const endpoints = [
      ["Manage Orders, first page", "/api/admin/orders?limit=25"],
      [`Manage Orders, page ${deep.page} (cursor)`, `/api/admin/orders?limit=25&cursor=${deep.cursor}`],
      ["Manage Orders, status = processing", "/api/admin/orders?limit=25&status=processing"],
      ["Search by surname (Öztürk)", `/api/admin/orders?limit=25&search=${encodeURIComponent("Öztürk")}`],
      ["Search by e-mail fragment (c4242.)", `/api/admin/orders?limit=25&search=${encodeURIComponent("c4242.")}`],
      [
        "Search by order number",
        `/api/admin/orders?limit=25&search=${encodeURIComponent(`#${Math.floor(size.orders / 2)}`)}`,
      ],
      ["Dashboard figures (GET /api/admin/stats)", "/api/admin/stats"],
      ["Dashboard charts (series, month)", "/api/admin/stats/series?period=month"],
      ["Dashboard charts (series, day)", "/api/admin/stats/series?period=day"],
    ];
    for (const [name, url] of endpoints) rows.push({ name, ...(await measure(`${app.url}${url}`, { cookie: admin })) });
    rows.push({
      name: `A customer's orders, first page (${BENCH_USER_ORDERS})`,
      ...(await measure(`${app.url}/api/orders?limit=25`, { cookie: customerCookie })),
    });
    const exported = await timeExport(app, admin);
    return {
      kind,
      ...size,
      seedSeconds,
      rows: rows.map((row) => ({ ...row, ofBaseline: Math.round((row.p99 / Math.max(baseline.p99, 1)) * 10) / 10 })),
      exported,
    };
  } finally {
    await app?.stop();
    if (KEEP_DATABASE && database) console.log(`kept the seeded database: ${database.url}`);
    else await database?.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function printResult(result, baseline) {
  console.log(
    `\n${result.kind}: ${result.orders.toLocaleString("en-US")} orders, ${result.customers.toLocaleString("en-US")} customers (seeded in ${result.seedSeconds} s), ${CONNECTIONS} clients, ${DURATION} s each`,
  );
  console.log(`| ${"Endpoint".padEnd(44)} | req/s  | p50 ms | p99 ms | p99 × node:http | errors |`);
  console.log(`|${"-".repeat(46)}|--------|--------|--------|-----------------|--------|`);
  for (const row of [{ name: "node:http hello world (reference)", ...baseline, ofBaseline: 1 }, ...result.rows]) {
    console.log(
      `| ${row.name.padEnd(44)} | ${String(row.rps).padStart(6)} | ${String(row.p50).padStart(6)} | ${String(row.p99).padStart(6)} | ${String(row.ofBaseline).padStart(15)} | ${String(row.errors).padStart(6)} |`,
    );
  }
  const e = result.exported;
  if (e) {
    const verdict = (ok) => (ok ? "within target" : "OVER TARGET");
    console.log(
      `CSV export of every order: ${e.rows.toLocaleString("en-US")} rows, ${e.megabytes} MB in ${e.seconds} s (${verdict(e.seconds < 60)}: < 60 s); server RSS ${e.rssBeforeMb} → peak ${e.rssPeakMb} MB (${verdict(e.rssPeakMb < 400)}: < 400 MB)`,
    );
  } else console.log("CSV export: not in this tree (404)");
}

const hello = await startHelloWorld();
const baseline = await measure(hello.url);
await hello.stop();
const results = [];
for (const kind of DATABASES) {
  if (kind === "postgres") {
    const reachable = await new pg.Client({ connectionString: PG_SERVER }).connect().then(
      (client) => (client.end(), true),
      () => false,
    );
    if (!reachable) {
      console.log(`PostgreSQL at ${PG_SERVER} does not answer: skipped`);
      continue;
    }
  }
  const result = await benchDatabase(kind, baseline);
  printResult(result, baseline);
  results.push(result);
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ baseline, results }, null, 2));
