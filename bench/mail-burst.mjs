#!/usr/bin/env node
// How long a sign-up's verification code takes to reach the inbox, and how many e-mails a second one instance
// delivers (issue 38). Starts the real server (src/server/main.ts through tsx, as the reliability tests do) on a
// throwaway PostgreSQL database, with SMTP pointed at a local smtp-server on loopback that records arrival times.
//
//   node bench/mail-burst.mjs                           # every scenario
//   node bench/mail-burst.mjs --sign-ups 120 --capacity 1000 --scenarios burst,capacity,notices,slow-spell
//   node bench/mail-burst.mjs --root /tmp/other-tree    # the same bench against another tree (before/after)
//
// Scenarios: "burst": N sign-ups at once, each measured from its 201 to its code's arrival (p50/p95/max).
// "capacity": N queued e-mails (outbox rows plus their mail.deliver jobs, as N dispatches leave them), delivered to an
// SMTP server answering at once and to one taking 50 ms a message: e-mails a second. "notices": 200 notices queued
// (about what 60 paid orders send) then a sign-up. "slow-spell": the SMTP server takes 3 s a message while 400
// notices queue, recovers after 15 s, then a sign-up. PostgreSQL on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); the database is dropped afterwards.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import PgBoss from "pg-boss";
import { SMTPServer } from "smtp-server";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const ROOT = path.resolve(option("--root", path.resolve(import.meta.dirname, "..")));
const SIGN_UPS = Math.min(Number(option("--sign-ups", "120")), 1000);
const CAPACITY = Math.min(Number(option("--capacity", "1000")), 20000);
const SCENARIOS = option("--scenarios", "burst,capacity,notices,slow-spell").split(",");
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const FROM = "Bosphorus Translate <no-reply@bosphorustranslate.com>";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const secs = (ms) => (ms / 1000).toFixed(2);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function adminSql(sql) {
  const client = new pg.Client({ connectionString: PG_SERVER });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// The SMTP server: arrival time per recipient; `delayMs` is how long it takes to accept a message (a slow provider).
const arrivals = new Map();
const smtpState = { delayMs: 0 };
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on("end", () =>
      setTimeout(() => {
        for (const rcpt of session.envelope.rcptTo)
          if (!arrivals.has(rcpt.address)) arrivals.set(rcpt.address, Date.now());
        callback();
      }, smtpState.delayMs),
    );
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

const dbName = `bt_bench_mail_${randomBytes(4).toString("hex")}`;
await adminSql(`CREATE DATABASE "${dbName}"`);
const dbUrl = new URL(PG_SERVER);
dbUrl.pathname = `/${dbName}`;
const databaseUrl = dbUrl.toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-mail-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

let child;
let boss;
let sql;
try {
  const env = { ...process.env };
  delete env.REDIS_URL;
  child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "src/server/main.ts")], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SERVE_CLIENT: "false",
      DEMO_DATA: "false",
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      ADMIN_PASSWORD: "bench-admin-password",
      RATE_LIMIT_SIGN_UPS: "100000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
    await sleep(200);
  }
  console.log(
    `server on ${base} (tree ${ROOT}), PostgreSQL database ${dbName}, SMTP on 127.0.0.1:${smtpPort}, ${os.availableParallelism()} cores`,
  );

  sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // A client of the server's queue, as a second instance would be: it only inserts jobs.
  boss = new PgBoss({
    connectionString: databaseUrl,
    schema: "pgboss",
    supervise: false,
    schedule: false,
    migrate: false,
    max: 2,
  });
  boss.on("error", () => {});
  await boss.start();

  let signUpCount = 0;
  /** One sign-up; resolves to the time its 201 arrived and the address its code goes to. */
  async function signUp() {
    signUpCount += 1;
    const username = `bench${signUpCount}_${randomBytes(3).toString("hex")}`;
    const email = `${username}@example.com`;
    const started = Date.now();
    const response = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        username,
        email,
        password: "bench-pass-1",
        firstName: "Bench",
        lastName: "Mark",
        acceptTerms: true,
      }),
    });
    if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return { email, answeredAt: Date.now(), tookMs: Date.now() - started };
  }

  async function arrivalOf(email, timeoutMs = 900_000) {
    const deadline = Date.now() + timeoutMs;
    while (!arrivals.has(email)) {
      if (Date.now() > deadline) throw new Error(`no e-mail to ${email}`);
      await sleep(20);
    }
    return arrivals.get(email);
  }

  /** `count` queued e-mails with their delivery jobs, as that many dispatches leave them. */
  async function queueNotices(prefix, count) {
    const { rows } = await sql.query(
      `insert into mail_outbox ("to", "from", subject, text, status, transport)
       select $1 || g || '@example.com', $2, 'Payment received for order #' || g, 'Thank you.', 'queued', 'smtp' from generate_series(1, $3::int) g
       returning id, "to"`,
      [prefix, FROM, count],
    );
    for (let i = 0; i < rows.length; i += 500) {
      await boss.insert(
        rows
          .slice(i, i + 500)
          .map((row) => ({ name: "mail.deliver", data: { mailId: row.id }, singletonKey: `mail:${row.id}` })),
      );
    }
    return rows.map((row) => row.to);
  }

  const waitingJobs = async () =>
    (
      await sql.query(
        `select count(*)::int as n from pgboss.job where name = 'mail.deliver' and state in ('created', 'retry')`,
      )
    ).rows[0].n;

  const results = {};
  if (SCENARIOS.includes("burst")) {
    const signUps = await Promise.all(Array.from({ length: SIGN_UPS }, () => signUp()));
    const latencies = [];
    for (const { email, answeredAt } of signUps) latencies.push(Math.max(0, (await arrivalOf(email)) - answeredAt));
    latencies.sort((a, b) => a - b);
    const answers = signUps.map((s) => s.tookMs).sort((a, b) => a - b);
    results.burst = { p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) };
    console.log(
      `burst: ${SIGN_UPS} sign-ups at once (each answered in p50 ${secs(percentile(answers, 50))} s, max ${secs(answers.at(-1))} s); ` +
        `201 → code in the inbox: p50 ${secs(results.burst.p50)} s, p95 ${secs(results.burst.p95)} s, max ${secs(results.burst.max)} s`,
    );
  }

  if (SCENARIOS.includes("capacity")) {
    for (const delayMs of [0, 50]) {
      smtpState.delayMs = delayMs;
      const started = Date.now();
      const addresses = await queueNotices(`cap${delayMs}-`, CAPACITY);
      let last = 0;
      for (const address of addresses) last = Math.max(last, await arrivalOf(address));
      const perSecond = CAPACITY / ((last - started) / 1000);
      results[`capacity${delayMs}`] = perSecond;
      console.log(
        `capacity: ${CAPACITY} queued e-mails, SMTP answering in ${delayMs} ms: all delivered in ${secs(last - started)} s = ${perSecond.toFixed(0)} e-mails/s`,
      );
    }
    smtpState.delayMs = 0;
  }

  if (SCENARIOS.includes("notices")) {
    smtpState.delayMs = 50;
    const notices = await queueNotices("paid-", 200);
    const { email, answeredAt } = await signUp();
    const codeAt = await arrivalOf(email);
    let last = 0;
    for (const address of notices) last = Math.max(last, await arrivalOf(address));
    const before = notices.filter((address) => arrivals.get(address) < codeAt).length;
    console.log(
      `notices: 200 notices queued, then a sign-up (SMTP 50 ms a message): its code in ${secs(codeAt - answeredAt)} s, after ${before} of the notices; the last notice ${secs(last - answeredAt)} s after the sign-up`,
    );
    smtpState.delayMs = 0;
  }

  if (SCENARIOS.includes("slow-spell")) {
    smtpState.delayMs = 3_000;
    const spellStart = Date.now();
    const notices = await queueNotices("spell-", 400);
    await sleep(15_000);
    smtpState.delayMs = 0;
    const waiting = await waitingJobs();
    const { count: queued } = (
      await sql.query(`select count(*)::int as count from mail_outbox where status = 'queued'`)
    ).rows[0];
    const { email, answeredAt } = await signUp();
    const codeAt = await arrivalOf(email);
    let last = 0;
    for (const address of notices) last = Math.max(last, await arrivalOf(address));
    console.log(
      `slow-spell: SMTP at 3 s a message for 15 s while 400 notices queued (${queued} e-mails still queued, ${waiting} mail.deliver jobs waiting), then a sign-up: ` +
        `its code in ${secs(codeAt - answeredAt)} s; the backlog cleared ${secs(last - spellStart)} s after the spell began`,
    );
  }
  console.log(JSON.stringify(results));
} finally {
  await boss?.stop({ graceful: false, wait: true, timeout: 2_000 }).catch(() => {});
  await sql?.end().catch(() => {});
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([exited, sleep(15_000)]);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  await new Promise((resolve) => smtp.close(resolve));
  await adminSql(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch((error) =>
    console.error(`could not drop ${dbName}: ${error.message}`),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
}
