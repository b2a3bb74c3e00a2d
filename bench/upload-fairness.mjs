#!/usr/bin/env node
// Fairness under document load (docs/performance.md): while one customer uploads sixteen 500-page PDFs at once
// (retrying after 429 as the site does), a second client's GET /api/pricing latency, beside a bare node:http
// server measured in the same run.
//
//   npm run build && npm run bench:fairness
//   node bench/upload-fairness.mjs --root /path/to/other/checkout    # the same bench on another build (before/after)
//
// Everything runs on 127.0.0.1: the built server (dist/server/main.js) on a throwaway DATA_DIR and the
// embedded database, default settings (request logging on, rate limits on).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { signUpVerifiedCustomer } from "./support/verified-customer.mjs";
import { PDFDocument, StandardFonts } from "pdf-lib";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const ROOT = path.resolve(option("--root", path.resolve(import.meta.dirname, "..")));
const FILES = Math.min(Number(option("--files", "16")), 20);
const PAGES = Math.min(Number(option("--pages", "500")), 500);
const CONNECTIONS = 10;
const MAX_SECONDS = 120;

if (!fs.existsSync(path.join(ROOT, "dist/server/main.js"))) {
  console.error(`${ROOT}/dist is missing: run "npm run build" there first.`);
  process.exit(2);
}

const freePort = () => 20000 + Math.floor(Math.random() * 20000);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Where a child's stdout goes: request logs and, without SMTP, the e-mails it sends. */
const stdoutFile = (port) => path.join(os.tmpdir(), `bench-${port}.log`);

async function startProcess(argv, env, port, healthPath) {
  const child = spawn(process.execPath, argv, {
    cwd: ROOT,
    env: { ...process.env, ...env },
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

function startApp(dataDir) {
  const port = freePort();
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    DEMO_DATA: "false",
    SMTP_URL: "",
    S3_BUCKET: "",
    STRIPE_SECRET_KEY: "",
    ADMIN_PASSWORD: "bench-admin-password",
  };
  return startProcess(["dist/server/main.js"], env, port, "/api/health");
}

/** A text PDF of `pages` pages, 40 lines of 8 words each: what a long contract or a transcript bundle is. */
async function buildLongPdf(pages) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p += 1) {
    const page = pdf.addPage([612, 792]);
    for (let line = 0; line < 40; line += 1)
      page.drawText(`page ${p} line ${line} lorem ipsum dolor sit amet`, { x: 54, y: 740 - line * 16, size: 10, font });
  }
  return Buffer.from(await pdf.save());
}

async function registerWithOrder(app) {
  const cookie = await signUpVerifiedCustomer(app.url, app.stdoutFile, `fair${randomBytes(4).toString("hex")}`);
  const order = await fetch(`${app.url}/api/orders`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({
      serviceType: "certified",
      translationDirection: "tr-en",
      wordCount: 500,
      isRush: false,
      isPhysicalDelivery: false,
    }),
  });
  if (order.status !== 201) throw new Error(`order failed: ${order.status} ${await order.text()}`);
  return { cookie, orderId: (await order.json()).id };
}

/** One file, sent again after Retry-After when the server is still reading two others (as the site does). */
async function uploadUntilAccepted(baseUrl, cookie, orderId, name, bytes, stats) {
  const deadline = Date.now() + MAX_SECONDS * 1000;
  while (Date.now() < deadline) {
    const form = new FormData();
    form.append("orderId", String(orderId));
    form.append("file", new Blob([bytes], { type: "application/pdf" }), name);
    const response = await fetch(`${baseUrl}/api/documents`, { method: "POST", headers: { cookie }, body: form });
    await response.arrayBuffer();
    if (response.status !== 429) return void stats.statuses.push(response.status);
    stats.refusals += 1;
    await sleep(Number(response.headers.get("retry-after") ?? "5") * 1000);
  }
  stats.statuses.push("gave up");
}

async function pricingWhile(baseUrl, busy) {
  let done = false;
  void busy.finally(() => (done = true));
  const instance = autocannon({ url: `${baseUrl}/api/pricing`, connections: CONNECTIONS, duration: MAX_SECONDS });
  const stopper = setInterval(() => done && instance.stop(), 100);
  const result = await instance;
  clearInterval(stopper);
  return result;
}

const row = (name, result) => ({
  name,
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  errors: result.errors + result.timeouts + result.non2xx,
});

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-bench-fair-"));
const hello = await startHelloWorld();
const app = await startApp(dataDir);
try {
  console.log(`building ${FILES} PDFs of ${PAGES} pages…`);
  const pdf = await buildLongPdf(PAGES);
  const quiet = row(
    "GET /api/pricing, quiet",
    await autocannon({ url: `${app.url}/api/pricing`, connections: CONNECTIONS, duration: 5 }),
  );
  const bare = row(
    "bare node:http, quiet",
    await autocannon({ url: hello.url, connections: CONNECTIONS, duration: 5 }),
  );
  const { cookie, orderId } = await registerWithOrder(app);
  const stats = { statuses: [], refusals: 0 };
  const started = Date.now();
  const uploads = Promise.all(
    Array.from({ length: FILES }, (_, i) =>
      uploadUntilAccepted(app.url, cookie, orderId, `bundle-${i + 1}.pdf`, pdf, stats),
    ),
  );
  const busy = row(`GET /api/pricing while ${FILES}×${PAGES}-page PDFs upload`, await pricingWhile(app.url, uploads));
  await uploads;
  const rows = [bare, quiet, busy].map((r) => ({
    ...r,
    p99OfBare: Math.round((r.p99 / Math.max(bare.p99, 1)) * 10) / 10,
  }));
  console.table(rows);
  console.log(
    `uploads: ${stats.statuses.filter((s) => s === 201).length}/${FILES} accepted in ${Math.round((Date.now() - started) / 100) / 10} s; ${stats.refusals} answered 429 first (Retry-After honoured); other answers: ${JSON.stringify(stats.statuses.filter((s) => s !== 201))}`,
  );
  console.log(`pricing p99 under load: ${busy.p99} ms (target < 100 ms)`);
} finally {
  await app.stop();
  await hello.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
