#!/usr/bin/env node
// Message attachments (issue 37 item 7, docs/order-messages.md "Streaming and quotas"): the server's peak resident
// memory while 16 messages of 3 × 10 MB files are posted at once (8 customers, two posts each, all within the
// quotas), then the disk a customer can fill by posting 20 such messages to one order (the order's quota stops it).
//
//   node --import tsx bench/attachment-memory.mjs                 # the server from source (tsx), no build needed
//   node --import tsx bench/attachment-memory.mjs --root /path/to/other/checkout   # before/after on another tree
//
// Everything runs on 127.0.0.1: the server (src/server/main.ts under tsx) on a throwaway DATA_DIR and the embedded
// database, rate limits off. Memory is the server process's VmRSS read from /proc every 10 ms, so Linux only.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signUpVerifiedCustomer } from "./support/verified-customer.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const ROOT = path.resolve(option("--root", path.resolve(import.meta.dirname, "..")));
const MB = 1024 * 1024;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) =>
  Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024);

/** Bytes under a folder (the stored files, encrypted). */
function diskMb(dir) {
  let total = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else total += fs.statSync(full).size;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return Math.round(total / MB);
}

async function startApp(dataDir) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    // Not "production": the server then prints its e-mails (no SMTP here), and the sign-up codes are read from them.
    NODE_ENV: "development",
    LOG_LEVEL: "warn",
    DEMO_DATA: "false",
    SERVE_CLIENT: "false",
    SMTP_URL: "",
    S3_BUCKET: "",
    STRIPE_SECRET_KEY: "",
    RATE_LIMITS: "off",
    ADMIN_PASSWORD: "bench-admin-password",
  };
  const stdoutFile = path.join(dataDir, "stdout.log");
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", fs.openSync(stdoutFile, "w"), "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up)
      return {
        url,
        stdoutFile,
        pid: child.pid,
        stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))),
      };
    await sleep(300);
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start within 120 s: ${stderr}`);
}

async function customerWithOrder(app) {
  const cookie = await signUpVerifiedCustomer(app.url, app.stdoutFile, `attach${randomBytes(4).toString("hex")}`);
  const baseUrl = app.url;
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

// Three 10 MB text files, made once and sent by every post (Blobs are immutable).
const files = [0, 1, 2].map(() => new Blob([Buffer.alloc(10 * MB, "a")], { type: "text/plain" }));

async function post(baseUrl, customer, index) {
  const form = new FormData();
  form.append("text", `bench message ${index}`);
  files.forEach((file, n) => form.append("files", file, `scan-${index}-${n}.txt`));
  const response = await fetch(`${baseUrl}/api/orders/${customer.orderId}/messages`, {
    method: "POST",
    headers: { cookie: customer.cookie },
    body: form,
  });
  const body = await response.json();
  return response.status === 201 ? "201" : `${response.status} ${body.code}`;
}

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

const tally = (answers) =>
  Object.entries(answers.reduce((counts, answer) => ({ ...counts, [answer]: (counts[answer] ?? 0) + 1 }), {}))
    .map(([answer, n]) => `${n}× ${answer}`)
    .join(", ");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-bench-attach-"));
const app = await startApp(dataDir);
try {
  const customers = [];
  for (let i = 0; i < 8; i += 1) customers.push(await customerWithOrder(app));
  await sleep(5000); // start-up work (migrations, the first storage sweep) settles first
  const idle = rssMb(app.pid);
  const parallel = await peakDuring(app.pid, () =>
    Promise.all(Array.from({ length: 16 }, (_, i) => post(app.url, customers[i % 8], i))),
  );
  const afterParallel = diskMb(path.join(dataDir, "uploads"));
  const filler = await customerWithOrder(app);
  const sequential = await peakDuring(app.pid, async () => {
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await post(app.url, filler, i));
    return answers;
  });
  const afterFiller = diskMb(path.join(dataDir, "uploads"));
  console.table([
    { case: "idle", answers: "", peakRssMb: idle, seconds: 0, storedMb: 0 },
    {
      case: "16 parallel posts of 3 × 10 MB (8 accounts)",
      answers: tally(parallel.answers),
      peakRssMb: parallel.peak,
      seconds: parallel.seconds,
      storedMb: afterParallel,
    },
    {
      case: "20 posts of 3 × 10 MB to one order",
      answers: tally(sequential.answers),
      peakRssMb: sequential.peak,
      seconds: sequential.seconds,
      storedMb: afterFiller - afterParallel,
    },
  ]);
} finally {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
