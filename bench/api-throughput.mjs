#!/usr/bin/env node
// API throughput and latency with autocannon, beside a bare node:http server measured in the same run.
//
//   npm run build && npm run bench:api                 # PGlite, then PostgreSQL if the local server answers
//   node bench/api-throughput.mjs --duration 5 --connections 100 --db pglite --json out.json
//
// Everything runs on 127.0.0.1: the built server (dist/server/main.js) in a child process on a throwaway
// DATA_DIR, and for PostgreSQL a throwaway database on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. Durations and request counts are bounded.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const DURATION = Math.min(Number(option("--duration", "5")), 30);
const CONNECTIONS = Math.min(Number(option("--connections", "100")), 200);
const MIXED_REQUESTS = 10_000;
const DATABASES = option("--db", "pglite,postgres").split(",");
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const jsonOut = option("--json", undefined);

if (!fs.existsSync(path.join(ROOT, "dist/server/main.js"))) {
  console.error('dist/ is missing: run "npm run build" first.');
  process.exit(2);
}

const freePort = () => 20000 + Math.floor(Math.random() * 20000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process serving HTTP on `port`; resolves once `healthPath` answers 200. */
async function startProcess(argv, env, port, healthPath) {
  const child = spawn(process.execPath, argv, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}): ${stderr}`);
    if (await fetch(`http://127.0.0.1:${port}${healthPath}`).then((r) => r.ok, () => false)) {
      return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))) };
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

function startApp({ dataDir, databaseUrl }) {
  const port = freePort();
  const env = {
    PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "", NODE_ENV: "production",
    LOG_LEVEL: "warn", DEMO_DATA: "false", SMTP_URL: "", S3_BUCKET: "", STRIPE_SECRET_KEY: "", ADMIN_PASSWORD: "bench-admin-password",
    // The bench signs in from one address more often than a person would.
    RATE_LIMITS: "off",
  };
  return startProcess(["dist/server/main.js"], env, port, "/api/health");
}

/** A customer with `orders` orders; returns the session cookie and the order ids. */
async function seedCustomer(baseUrl, orders) {
  const id = `bench${randomBytes(4).toString("hex")}`;
  const register = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: id, email: `${id}@example.com`, password: "bench-pass-1", firstName: "Bench", lastName: "Mark" }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const cookie = register.headers.getSetCookie()[0].split(";")[0];
  const orderIds = [];
  for (let i = 0; i < orders; i += 1) orderIds.push((await post(baseUrl, "/api/orders", cookie, newOrder(i))).id);
  return { cookie, orderIds, username: id };
}

const newOrder = (i) => ({ serviceType: ["standard", "certified", "premium"][i % 3], translationDirection: "tr-en", wordCount: 200 + i, isRush: i % 4 === 0, isPhysicalDelivery: false });

async function post(baseUrl, url, cookie, body) {
  const response = await fetch(`${baseUrl}${url}`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) });
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
    const customer = await seedCustomer(app.url, 20);
    const { cookie, orderIds } = customer;
    const headers = { cookie };
    const rows = [];
    for (const [name, url, withCookie] of [["GET /api/pricing", "/api/pricing", false], ["GET /api/user (signed in)", "/api/user", true], ["GET /api/orders (20 orders)", "/api/orders", true]]) {
      rows.push(summarize(name, await run({ url: `${app.url}${url}`, headers: withCookie ? headers : {} }), baselineRps));
    }
    // 10,000 requests, 8 reads and 2 writes in every 10, as a signed-in customer would mix them.
    const json = { ...headers, "content-type": "application/json" };
    const mixed = await autocannon({
      url: app.url,
      connections: 20,
      amount: MIXED_REQUESTS,
      requests: [
        { method: "GET", path: "/api/pricing" },
        { method: "GET", path: "/api/user", headers },
        { method: "GET", path: "/api/orders", headers },
        { method: "GET", path: `/api/orders/${orderIds[0]}`, headers },
        { method: "POST", path: "/api/orders", headers: json, body: JSON.stringify(newOrder(1)) },
        { method: "GET", path: "/api/site-info" },
        { method: "GET", path: "/api/payments", headers },
        { method: "GET", path: "/api/documents", headers },
        { method: "PATCH", path: "/api/user", headers: json, body: JSON.stringify({ firstName: "Bench", lastName: "Mark", email: `${customer.username}@example.com` }) },
        { method: "GET", path: "/api/payment-config" },
      ],
    });
    rows.push({ ...summarize(`mixed ${MIXED_REQUESTS} requests (20% writes, 20 conn.)`, mixed, baselineRps), ofBaseline: null });
    return rows;
  } finally {
    await app.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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
    console.log(`| ${row.name.padEnd(46)} | ${String(row.requestsPerSecond).padStart(6)} | ${ratio.padStart(14)} | ${String(row.p50).padStart(6)} | ${String(row.p99).padStart(6)} | ${String(row.errors).padStart(6)} |`);
  }
}

const hello = await startHelloWorld();
let baselineRow;
try {
  baselineRow = summarize("node:http hello world", await run({ url: hello.url }), 0);
} finally {
  await hello.stop();
}
console.log(`${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}; ${CONNECTIONS} connections, ${DURATION} s per endpoint`);
const report = { machine: { cores: os.cpus().length, node: process.version }, connections: CONNECTIONS, durationSeconds: DURATION, baseline: baselineRow, databases: {} };
for (const kind of DATABASES) {
  if (kind === "postgres" && !(await canReach(PG_SERVER))) {
    console.log(`\nPostgreSQL at ${PG_SERVER.replace(/\/\/[^@]*@/, "//***@")} does not answer: skipped`);
    continue;
  }
  const rows = await benchDatabase(kind, baselineRow.requestsPerSecond);
  report.databases[kind] = rows;
  printTable(kind === "postgres" ? "PostgreSQL (throwaway database)" : "PGlite (embedded, on disk)", [baselineRow, ...rows]);
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
