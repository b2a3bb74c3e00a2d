#!/usr/bin/env node
// Does "Forgot your password?" tell, by its timing, whether an address has an account? (issue 37, item 3)
//
//   npm run bench:reset-timing                         # PGlite, then PostgreSQL if the local server answers
//   node bench/reset-timing.mjs --db pglite --samples 50 --json out.json
//   node bench/reset-timing.mjs --root /tmp/old-tree   # the same bench against another tree (before/after)
//
// The real server in a child process on 127.0.0.1 (dist/server/main.js when built, else src/server/main.ts through
// tsx), on a throwaway DATA_DIR and, for PostgreSQL, a throwaway database on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards. RATE_LIMITS=off: 100 requests from one address
// would pass the per-address limit (20 an hour); the request path still makes its limiter call.
//
// 50 registered addresses and 50 unknown ones of the same shape, interleaved (each pair in random order). For each:
// POST /api/forgot-password (the answer's time), then at once GET /api/health (the "request right after the 202",
// which feels any work the server does behind the answer). Printed per class: median and p90 of both, and the
// accuracy of a threshold classifier (known if slower than t): with the best t chosen on all samples (optimistic),
// and 2-fold (t chosen on one half, scored on the other). 50 % is chance. A bare node:http server's median request
// time is the floor.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const ROOT = path.resolve(option("--root", path.resolve(import.meta.dirname, "..")));
const SAMPLES = Math.min(Number(option("--samples", "50")), 200);
const DATABASES = option("--db", "pglite,postgres").split(",");
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const jsonOut = option("--json", undefined);

const freePort = () => 20000 + Math.floor(Math.random() * 20000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const built = fs.existsSync(path.join(ROOT, "dist/server/main.js"));
const serverArgv = built ? ["dist/server/main.js"] : ["--import", "tsx", "src/server/main.ts"];

async function startProcess(argv, env, port, healthPath) {
  const fullEnv = { ...process.env, ...env };
  for (const key of ["LOG_LEVEL", "REDIS_URL", "SMTP_URL"]) if (!(key in env)) delete fullEnv[key];
  const stdoutFile = path.join(os.tmpdir(), `bench-reset-${port}.log`);
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    env: fullEnv,
    stdio: ["ignore", fs.openSync(stdoutFile, "w"), "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const deadline = Date.now() + 120_000;
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
  throw new Error(`process did not start within 120 s: ${stderr}`);
}

function startApp({ dataDir, databaseUrl }) {
  const port = freePort();
  return startProcess(
    serverArgv,
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_DATA: "false",
      S3_BUCKET: "",
      STRIPE_SECRET_KEY: "",
      ADMIN_PASSWORD: "bench-admin-password",
      RATE_LIMITS: "off",
      // The API only: the client need not be built.
      SERVE_CLIENT: "false",
    },
    port,
    "/api/health",
  );
}

function startHelloWorld() {
  const port = freePort();
  const code = `require("node:http").createServer((q, s) => { s.setHeader("content-type", "application/json"); s.end('{"hello":"world"}'); }).listen(${port}, "127.0.0.1")`;
  return startProcess(["-e", code], {}, port, "/");
}

/** Milliseconds for one request, body read. */
async function timed(url, init) {
  const start = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

const forgot = (base, identifier) =>
  timed(`${base}/api/forgot-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identifier }),
  });

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const round = (ms) => Math.round(ms * 100) / 100;

/** The best threshold on `train` ("known" when above it, or below it if that scores better) and its accuracy on `test`. */
function thresholdAccuracy(train, test = train) {
  const cuts = [...new Set(train.map((sample) => sample.value))].sort((a, b) => a - b);
  let best = { cut: -Infinity, above: true, accuracy: 0 };
  const score = (samples, cut, above) =>
    samples.filter((s) => s.value > cut === (above ? s.known : !s.known)).length / samples.length;
  for (const cut of [-Infinity, ...cuts]) {
    for (const above of [true, false]) {
      const accuracy = score(train, cut, above);
      if (accuracy > best.accuracy) best = { cut, above, accuracy };
    }
  }
  return score(test, best.cut, best.above);
}

function classify(samples, metric) {
  const points = samples.map((sample) => ({ known: sample.known, value: sample[metric] }));
  const odd = points.filter((_, i) => i % 2 === 1);
  const even = points.filter((_, i) => i % 2 === 0);
  const twoFold =
    (thresholdAccuracy(odd, even) * even.length + thresholdAccuracy(even, odd) * odd.length) / points.length;
  return { bestThreshold: Math.round(thresholdAccuracy(points) * 100), twoFold: Math.round(twoFold * 100) };
}

async function benchDatabase(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-bench-reset-"));
  const database = kind === "postgres" ? await createThrowawayDatabase() : undefined;
  const app = await startApp({ dataDir, databaseUrl: database?.url });
  try {
    const tag = randomBytes(3).toString("hex");
    const known = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const username = `rk${tag}${String(i).padStart(3, "0")}`;
      const response = await fetch(`${app.url}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          username,
          email: `${username}@example.com`,
          password: "bench-pass-1",
          firstName: "Bench",
          lastName: "Mark",
          acceptTerms: true,
        }),
      });
      if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
      known.push(`${username}@example.com`);
    }
    const unknown = known.map((_, i) => `ru${tag}${String(i).padStart(3, "0")}@example.com`);
    // Warm-up (JIT, caches, the device cookie key), not counted.
    for (let i = 0; i < 20; i += 1) {
      await forgot(app.url, `warm${tag}${i}@example.com`);
      await timed(`${app.url}/api/health`);
    }
    await sleep(5_000);

    const samples = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const pair = Math.random() < 0.5 ? [true, false] : [false, true];
      for (const isKnown of pair) {
        const answer = await forgot(app.url, isKnown ? known[i] : unknown[i]);
        if (answer.status !== 202) throw new Error(`forgot-password answered ${answer.status}`);
        const next = await timed(`${app.url}/api/health`);
        samples.push({ known: isKnown, answerMs: answer.ms, nextMs: next.ms, bothMs: answer.ms + next.ms });
        await sleep(50 + Math.random() * 200);
      }
    }
    // The jobs run 1 to 4 s after their requests: give them time, then count the reset e-mails in the outbox.
    const drainStarted = Date.now();
    await sleep(5_000);
    if (database) await waitForResetJobs(database.url);
    const drainSeconds = Math.round((Date.now() - drainStarted) / 1000);
    await app.stop();
    const linksSent = await countResetMails(database?.url ?? path.join(dataDir, "db"), [...known, ...unknown]);

    const of = (isKnown, metric) =>
      samples.filter((sample) => sample.known === isKnown).map((sample) => sample[metric]);
    const row = (metric) => ({
      metric,
      known: { median: round(quantile(of(true, metric), 0.5)), p90: round(quantile(of(true, metric), 0.9)) },
      unknown: { median: round(quantile(of(false, metric), 0.5)), p90: round(quantile(of(false, metric), 0.9)) },
      accuracy: classify(samples, metric),
    });
    return { rows: [row("answerMs"), row("nextMs"), row("bothMs")], linksSent, drainSeconds };
  } finally {
    await app.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: until pg-boss holds no waiting or running reset job (at most 4 minutes). */
async function waitForResetJobs(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query(
        `select count(*)::int as n from pgboss.job where name = 'auth.password-reset' and state in ('created', 'retry', 'active')`,
      );
      if (rows[0].n === 0) return;
      await sleep(1_000);
    }
  } finally {
    await client.end();
  }
}

/** Reset e-mails in the outbox per recipient class: the bench exercised the real path (known ones got their link). */
async function countResetMails(where, recipients) {
  const query = `select "to" from mail_outbox where subject = 'Reset your Bosphorus Translate password'`;
  let rows;
  if (where.startsWith("postgres")) {
    const client = new pg.Client({ connectionString: where });
    await client.connect();
    rows = (await client.query(query)).rows;
    await client.end();
  } else {
    const db = await PGlite.create(where, { extensions: { pg_trgm } });
    rows = (await db.query(query)).rows;
    await db.close();
  }
  const to = new Set(rows.map((row) => row.to));
  return {
    known: recipients.filter((email) => email.startsWith("rk") && to.has(email)).length,
    unknown: recipients.filter((email) => email.startsWith("ru") && to.has(email)).length,
  };
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

const hello = await startHelloWorld();
let floorMs;
try {
  const times = [];
  for (let i = 0; i < 200; i += 1) times.push((await timed(hello.url)).ms);
  floorMs = round(quantile(times.slice(50), 0.5));
} finally {
  await hello.stop();
}
console.log(
  `${os.cpus().length} CPU cores, Node ${process.version}; ${SAMPLES} known + ${SAMPLES} unknown, ${built ? "built server" : "server from source (tsx)"}`,
);
console.log(`node:http floor: median ${floorMs} ms per request`);
const report = { samples: SAMPLES, floorMs, databases: {} };
for (const kind of DATABASES) {
  if (kind === "postgres" && !(await canReach(PG_SERVER))) {
    console.log(`\nPostgreSQL at ${PG_SERVER.replace(/\/\/[^@]*@/, "//***@")} does not answer: skipped`);
    continue;
  }
  const result = await benchDatabase(kind);
  report.databases[kind] = result;
  console.log(`\n${kind === "postgres" ? "PostgreSQL (throwaway database)" : "PGlite (embedded, on disk)"}`);
  console.log(
    "| Measure                        | known p50 / p90 ms | unknown p50 / p90 ms | ÷ floor (p50) | classifier: best t / 2-fold |",
  );
  console.log(
    "|--------------------------------|--------------------|----------------------|---------------|-----------------------------|",
  );
  const names = {
    answerMs: "forgot-password answer",
    nextMs: "next request (GET /api/health)",
    bothMs: "both together",
  };
  for (const row of result.rows) {
    const cell = (side) => `${side.median} / ${side.p90}`.padStart(side === row.known ? 18 : 20);
    const ratio = `${(row.known.median / floorMs).toFixed(1)}× / ${(row.unknown.median / floorMs).toFixed(1)}×`;
    console.log(
      `| ${names[row.metric].padEnd(30)} | ${cell(row.known)} | ${cell(row.unknown)} | ${ratio.padStart(13)} | ${`${row.accuracy.bestThreshold} % / ${row.accuracy.twoFold} %`.padStart(27)} |`,
    );
  }
  console.log(
    `reset e-mails in the outbox: ${result.linksSent.known} of ${SAMPLES} known addresses, ${result.linksSent.unknown} of ${SAMPLES} unknown ones (jobs done ${result.drainSeconds} s after the last request)`,
  );
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(report, null, 2));
