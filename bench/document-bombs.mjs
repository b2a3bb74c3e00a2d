#!/usr/bin/env node
// Document bombs (docs/performance.md, docs/security.md): the server's peak resident memory while two customers
// upload, at the same moment, files whose images decode to gigabytes: a 389 KB PDF with a 14,400 pt page
// showing a 20,000 × 20,000 image, and a 30,000 × 30,000 PNG of under 1 MB. Beside it, the memory at idle.
//
//   npm run build && npm run bench:bombs
//   tsx bench/document-bombs.mjs --root /path/to/other/checkout   # the same bench on another build (before/after)
//
// Everything runs on 127.0.0.1: the built server (dist/server/main.js, the client not served) on a throwaway
// DATA_DIR and the embedded database. Memory is the server process's VmRSS (all its threads, the analysis
// pool's included), read from /proc every 10 ms, so Linux only.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildPdf } from "../tests/support/fixtures.ts";
import { buildImageBombPdf, buildPngBomb } from "../tests/support/image-bombs.ts";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const ROOT = path.resolve(option("--root", path.resolve(import.meta.dirname, "..")));
const LIMIT_MB = 1024;

if (!fs.existsSync(path.join(ROOT, "dist/server/main.js"))) {
  console.error(
    `${ROOT}/dist/server is missing: run "npm run build" (or "node scripts/build-server.mjs") there first.`,
  );
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024);
};

async function startApp(dataDir) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DEMO_DATA: "false",
    SERVE_CLIENT: "false",
    SMTP_URL: "",
    S3_BUCKET: "",
    STRIPE_SECRET_KEY: "",
    RATE_LIMITS: "off",
    ADMIN_PASSWORD: "bench-admin-password",
  };
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        url,
        pid: child.pid,
        child,
        stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))),
      };
    }
    await sleep(200);
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start within 60 s: ${stderr}`);
}

async function customerWithOrder(baseUrl) {
  const id = `bomb${randomBytes(4).toString("hex")}`;
  const register = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      username: id,
      email: `${id}@example.com`,
      password: "bench-pass-1",
      firstName: "Bench",
      lastName: "Mark",
      acceptTerms: true,
    }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const cookie = register.headers.getSetCookie()[0].split(";")[0];
  const order = await fetch(`${baseUrl}/api/orders`, {
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

async function upload(baseUrl, customer, name, bytes, type) {
  const form = new FormData();
  form.append("orderId", String(customer.orderId));
  form.append("file", new Blob([bytes], { type }), name);
  const response = await fetch(`${baseUrl}/api/documents`, {
    method: "POST",
    headers: { cookie: customer.cookie },
    body: form,
  });
  const body = await response.json();
  return response.status === 201
    ? `201 ${body.document.wordCount} words (${body.document.wordCountSource})`
    : `${response.status} ${body.message}`;
}

/** Peak VmRSS of the server while `work` runs. */
async function peakDuring(pid, work) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  const started = Date.now();
  try {
    const answers = await work();
    return { answers, peak: Math.max(peak, rssMb(pid)), seconds: Math.round((Date.now() - started) / 100) / 10 };
  } finally {
    clearInterval(sampler);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-bench-bombs-"));
const app = await startApp(dataDir);
try {
  const pdfBomb = await buildImageBombPdf();
  const pngBomb = buildPngBomb(30_000);
  // The largest page still decoded: a 6,000 × 6,000 (36 MP) scan on a Letter page, read by OCR.
  const atTheCap = await buildImageBombPdf({ pageSize: 612, side: 6_000 });
  // For reference, an ordinary 300 dpi scan page (3,000 × 3,000, 9 MP).
  const ordinaryScan = await buildImageBombPdf({ pageSize: 612, side: 3_000 });
  console.log(
    `files: PDF ${Math.round(pdfBomb.length / 1024)} KB (14,400 pt page, 20,000² image), PNG ${Math.round(pngBomb.length / 1024)} KB (30,000²)`,
  );
  const [first, second] = [await customerWithOrder(app.url), await customerWithOrder(app.url)];
  // Start-up work (migrations, the first storage sweep) settles first.
  await sleep(5000);
  const idle = rssMb(app.pid);
  // The analysis thread starts on the first upload: one ordinary document first, as any running server has read.
  await upload(
    app.url,
    first,
    "letter.pdf",
    await buildPdf([["Dear customer, this is an ordinary letter of a few words."]]),
    "application/pdf",
  );
  const warm = rssMb(app.pid);
  const rows = [
    { case: "idle", answers: "", peakMb: idle, seconds: 0 },
    { case: "after one ordinary upload", answers: "", peakMb: warm, seconds: 0 },
  ];
  const both = (a, b) => () => Promise.all([upload(app.url, first, ...a), upload(app.url, second, ...b)]);
  // The bombs first (the limit applies to them); then, for reference, real scans the caps let through.
  const cases = [
    ["two PDF bombs at once", true, both(["a.pdf", pdfBomb, "application/pdf"], ["b.pdf", pdfBomb, "application/pdf"])],
    ["two PNG bombs at once", true, both(["a.png", pngBomb, "image/png"], ["b.png", pngBomb, "image/png"])],
    [
      "a PDF and a PNG bomb at once",
      true,
      both(["c.pdf", pdfBomb, "application/pdf"], ["c.png", pngBomb, "image/png"]),
    ],
    [
      "two 9 MP scans at once (300 dpi pages, OCR'd)",
      false,
      both(["f.pdf", ordinaryScan, "application/pdf"], ["g.pdf", ordinaryScan, "application/pdf"]),
    ],
    [
      "two 36 MP scans at once (under the cap, OCR'd)",
      false,
      both(["d.pdf", atTheCap, "application/pdf"], ["e.pdf", atTheCap, "application/pdf"]),
    ],
  ];
  let worstBomb = 0;
  for (const [name, isBomb, work] of cases) {
    const { answers, peak, seconds } = await peakDuring(app.pid, work);
    if (isBomb) worstBomb = Math.max(worstBomb, peak);
    rows.push({ case: name, answers: answers.join(" | ").slice(0, 90), peakMb: peak, seconds });
  }
  console.table(rows);
  console.log(
    `bombs: peak RSS ${worstBomb} MB (idle ${idle} MB); limit ${LIMIT_MB} MB: ${worstBomb < LIMIT_MB ? "within" : "EXCEEDED"}`,
  );
  process.exitCode = worstBomb < LIMIT_MB ? 0 : 1;
} finally {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
