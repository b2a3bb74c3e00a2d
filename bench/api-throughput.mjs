#!/usr/bin/env node
// API throughput and latency with autocannon, beside a bare node:http server measured in the same run.
//
//   npm run build && npm run bench:api                 # PGlite, then PostgreSQL if the local server answers
//   node bench/api-throughput.mjs --duration 8 --connections 50 --db pglite --json out.json
//   node bench/api-throughput.mjs --root /tmp/old-tree     # the same bench against another built tree (before/after)
//
// The server runs on its default settings (request logging at "info", rate limits on), as `npm start` does.
// Everything runs on 127.0.0.1: the built server (dist/server/main.js) in a child process on a throwaway
// DATA_DIR, and for PostgreSQL a throwaway database on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. Durations and request counts are bounded.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { signUpVerifiedCustomer } from "./support/verified-customer.mjs";
import pg from "pg";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const ROOT = path.resolve(option("--root", path.resolve(import.meta.dirname, "..")));
const DURATION = Math.min(Number(option("--duration", "8")), 30);
const CONNECTIONS = Math.min(Number(option("--connections", "50")), 200);
const MIXED_REQUESTS = 10_000;
// Signed-in rows spread their connections over several customers (per-account rate limits are on; one account
// at 50 connections is a flood, not a customer); registrations stay under the per-address limit of 20 an hour.
const ROW_CUSTOMERS = 6;
const MIXED_CUSTOMERS = 8;
const DATABASES = option("--db", "pglite,postgres").split(",");
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const jsonOut = option("--json", undefined);

if (!fs.existsSync(path.join(ROOT, "dist/server/main.js"))) {
  console.error('dist/ is missing: run "npm run build" first.');
  process.exit(2);
}

const freePort = () => 20000 + Math.floor(Math.random() * 20000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Where a child's stdout goes: request logs and, without SMTP, the e-mails it sends. */
const stdoutFile = (port) => path.join(os.tmpdir(), `bench-${port}.log`);

/** A child process serving HTTP on `port`; resolves once `healthPath` answers 200. */
async function startProcess(argv, env, port, healthPath) {
  const fullEnv = { ...process.env, ...env };
  for (const key of ["LOG_LEVEL", "RATE_LIMITS", "REDIS_URL"]) if (!(key in env)) delete fullEnv[key];
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    env: fullEnv,
    stdio: ["ignore", fs.openSync(stdoutFile(port), "w"), "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const deadline = Date.now() + 60_000;
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
        stdoutFile: stdoutFile(port),
        stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))),
      };
    }
    await sleep(200);
  }
  child.kill("SIGKILL");
  throw new Error(`process did not start within 60 s: ${stderr}`);
}

function startHelloWorld() {
  const port = freePort();
  const code = `require("node:http").createServer((q, s) => { s.setHeader("content-type", "application/json"); s.end('{"hello":"world"}'); }).listen(${port}, "127.0.0.1")`;
  return startProcess(["-e", code], {}, port, "/");
}

/** node:http answering the asset's brotli bytes: the ceiling for a 70 KB body, which a 17-byte hello world is not. */
function startSameBytes(file) {
  const port = freePort();
  const code = `const b = require("node:fs").readFileSync(${JSON.stringify(file)}); require("node:http").createServer((q, s) => { s.setHeader("content-type", "text/javascript; charset=utf-8"); s.setHeader("content-encoding", "br"); s.end(b); }).listen(${port}, "127.0.0.1")`;
  return startProcess(["-e", code], {}, port, "/");
}

function startApp({ dataDir, databaseUrl }) {
  const port = freePort();
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    NODE_ENV: "production",
    DEMO_DATA: "false",
    SMTP_URL: "",
    S3_BUCKET: "",
    STRIPE_SECRET_KEY: "",
    ADMIN_PASSWORD: "bench-admin-password",
  };
  // Default settings: request logging ("info", to a discarded stdout) and rate limits stay on.
  delete env.LOG_LEVEL;
  delete env.RATE_LIMITS;
  return startProcess(["dist/server/main.js"], env, port, "/api/health");
}

/** A customer with `orders` orders; returns the session cookie and the order ids. */
async function seedCustomer(app, orders) {
  const id = `bench${randomBytes(4).toString("hex")}`;
  const cookie = await signUpVerifiedCustomer(app.url, app.stdoutFile, id);
  const orderIds = [];
  for (let i = 0; i < orders; i += 1) orderIds.push((await post(app.url, "/api/orders", cookie, newOrder(i))).id);
  return { cookie, orderIds, username: id };
}

const newOrder = (i) => ({
  serviceType: ["standard", "certified", "premium"][i % 3],
  translationDirection: "tr-en",
  wordCount: 200 + i,
  isRush: i % 4 === 0,
  isPhysicalDelivery: false,
});

async function post(baseUrl, url, cookie, body) {
  const response = await fetch(`${baseUrl}${url}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} failed: ${response.status}`);
  return response.json();
}

/** One endpoint at CONNECTIONS for DURATION seconds, after a 1-second warm-up that is not counted (JIT, caches). */
async function run(options) {
  await autocannon({ connections: CONNECTIONS, duration: 1, ...options });
  return autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
}

const summarize = (name, result, baseline) => ({
  name,
  requestsPerSecond: Math.round(result.requests.average),
  ofBaseline: baseline ? Math.round((result.requests.average / baseline) * 1000) / 10 : 100,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts + result.non2xx,
});

async function benchDatabase(kind, baselineRps) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-bench-api-"));
  let database;
  if (kind === "postgres") database = await createThrowawayDatabase();
  const app = await startApp({ dataDir, databaseUrl: database?.url });
  try {
    const seed = async (count, orders) => {
      const list = [];
      while (list.length < count) list.push(await seedCustomer(app, orders));
      return list;
    };
    const userRowCustomers = await seed(ROW_CUSTOMERS, 1);
    const orderRowCustomers = await seed(ROW_CUSTOMERS, 20);
    const asset = hashedAsset();
    const rows = [];
    const endpoints = [
      ["GET /api/pricing", "/api/pricing", {}],
      ["GET /api/user (signed in)", "/api/user", {}, userRowCustomers],
      ["GET /api/orders (signed in, 20 orders)", "/api/orders", {}, orderRowCustomers],
      ["GET / (index.html, brotli)", "/", { "accept-encoding": "br, gzip" }],
      [`GET ${asset.replace(/^\/assets\//, "/assets/…")} (hashed, brotli)`, asset, { "accept-encoding": "br, gzip" }],
    ];
    for (const [name, url, requestHeaders, signedIn] of endpoints) {
      let next = 0;
      // Each connection signs in as one of the customers, in turn.
      const setupClient = signedIn
        ? (client) => client.setHeaders({ ...requestHeaders, cookie: signedIn[next++ % signedIn.length].cookie })
        : undefined;
      rows.push(
        summarize(
          name,
          await run({ url: `${app.url}${url}`, headers: requestHeaders, ...(setupClient ? { setupClient } : {}) }),
          baselineRps,
        ),
      );
    }
    // 10,000 requests from several customers at once, 8 reads and 2 writes in every 10, as signed-in customers mix them.
    const customers = await seed(MIXED_CUSTOMERS, 3);
    const perCustomer = MIXED_REQUESTS / customers.length;
    const results = await Promise.all(
      customers.map((each) =>
        autocannon({
          url: app.url,
          connections: 4,
          amount: perCustomer,
          requests: mixedRequests(each),
        }),
      ),
    );
    const mixed = {
      requests: {
        average: results.reduce((sum, r) => sum + r.requests.average, 0),
        total: results.reduce((sum, r) => sum + r.requests.total, 0),
      },
      latency: {
        p50: Math.max(...results.map((r) => r.latency.p50)),
        p99: Math.max(...results.map((r) => r.latency.p99)),
      },
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    };
    // The asset again beside node:http sending the same bytes, in this run (the ratio the body size allows).
    const assetFile = path.join(ROOT, "dist/client", `${asset}.br`);
    if (fs.existsSync(assetFile)) {
      const same = await startSameBytes(assetFile);
      try {
        const ceiling = summarize("node:http sending the same brotli bytes", await run({ url: same.url }), 0);
        rows.push({
          ...ceiling,
          name: `${ceiling.name} (asset ÷ this: ${Math.round((rows[4].requestsPerSecond / ceiling.requestsPerSecond) * 100)}%)`,
          ofBaseline: Math.round((ceiling.requestsPerSecond / baselineRps) * 1000) / 10,
        });
      } finally {
        await same.stop();
      }
    }
    rows.push({
      ...summarize(`mixed ${MIXED_REQUESTS} req., ${customers.length} customers, 20% writes`, mixed, baselineRps),
      ofBaseline: null,
    });
    return rows;
  } finally {
    await app.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function mixedRequests({ cookie, orderIds, username }) {
  const headers = { cookie };
  const json = { ...headers, "content-type": "application/json" };
  return [
    { method: "GET", path: "/api/pricing" },
    { method: "GET", path: "/api/user", headers },
    { method: "GET", path: "/api/orders", headers },
    { method: "GET", path: `/api/orders/${orderIds[0]}`, headers },
    { method: "POST", path: "/api/orders", headers: json, body: JSON.stringify(newOrder(1)) },
    { method: "GET", path: "/api/site-info" },
    { method: "GET", path: "/api/payments", headers },
    { method: "GET", path: "/api/documents", headers },
    {
      method: "PATCH",
      path: "/api/user",
      headers: json,
      body: JSON.stringify({ firstName: "Bench", lastName: "Mark", email: `${username}@example.com` }),
    },
    { method: "GET", path: "/api/payment-config" },
  ];
}

/** The entry script index.html loads (a content-hashed file under /assets/). */
function hashedAsset() {
  const html = fs.readFileSync(path.join(ROOT, "dist/client/index.html"), "utf8");
  const match = html.match(/src="(\/assets\/[^"]+\.js)"/);
  if (!match) throw new Error("no hashed script in dist/client/index.html");
  return match[1];
}

async function createThrowawayDatabase() {
  const name = `bt_bench_${process.pid}_${randomBytes(4).toString("hex")}`;
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

function printTable(title, rows) {
  console.log(`\n${title}`);
  console.log(`| ${"Endpoint".padEnd(46)} | req/s  | % of node:http | p50 ms | p99 ms | errors |`);
  console.log(`|${"-".repeat(48)}|--------|----------------|--------|--------|--------|`);
  for (const row of rows) {
    const ratio = row.ofBaseline === null ? "" : `${row.ofBaseline}%`;
    console.log(
      `| ${row.name.padEnd(46)} | ${String(row.requestsPerSecond).padStart(6)} | ${ratio.padStart(14)} | ${String(row.p50).padStart(6)} | ${String(row.p99).padStart(6)} | ${String(row.errors).padStart(6)} |`,
    );
  }
}

const hello = await startHelloWorld();
let baselineRow;
try {
  baselineRow = summarize("node:http hello world", await run({ url: hello.url }), 0);
} finally {
  await hello.stop();
}
console.log(
  `${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}; ${CONNECTIONS} connections, ${DURATION} s per endpoint`,
);
const report = {
  machine: { cores: os.cpus().length, node: process.version },
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  baseline: baselineRow,
  databases: {},
};
for (const kind of DATABASES) {
  if (kind === "postgres" && !(await canReach(PG_SERVER))) {
    console.log(`\nPostgreSQL at ${PG_SERVER.replace(/\/\/[^@]*@/, "//***@")} does not answer: skipped`);
    continue;
  }
  const rows = await benchDatabase(kind, baselineRow.requestsPerSecond);
  report.databases[kind] = rows;
  printTable(kind === "postgres" ? "PostgreSQL (throwaway database)" : "PGlite (embedded, on disk)", [
    baselineRow,
    ...rows,
  ]);
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(report, null, 2));

async function canReach(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
