#!/usr/bin/env node
// Reports the client bundle sizes and the landing page's Largest Contentful Paint in headless Chromium.
//
//   npm run build && node bench/bundle-and-lcp.mjs            # uses dist/
//   node bench/bundle-and-lcp.mjs --build --runs 5 --json out.json
//   node bench/bundle-and-lcp.mjs --url http://127.0.0.1:5000   # measure a server that is already running
//   node bench/bundle-and-lcp.mjs --budget-only                  # CI: only the initial-JS budget of dist/client, no browser
//
// Sizes are gzip level 9, as a CDN would serve them. Two figures are reported:
//  - initial JS: what index.html loads before any route code runs (the entry script and its modulepreloads).
//    The budget is 120 KB; the script exits with code 1 when it is exceeded (--no-fail to only report).
//  - landing page JS: every script Chromium actually downloads to render "/" for a signed-out visitor,
//    i.e. initial JS plus the lazily loaded chunks (HomePage, header menu, toaster, icons).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT_DIR = path.join(ROOT, "dist/client");
const BUDGET_KB = 120;

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const runs = Number(option("--runs", "3"));
const jsonOut = option("--json", undefined);

const kb = (bytes) => Math.round((bytes / 1024) * 100) / 100;
const gzipSize = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

if (flag("--build")) execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
const externalUrl = option("--url", undefined);
if (
  !fs.existsSync(path.join(CLIENT_DIR, "index.html")) ||
  (!externalUrl && !fs.existsSync(path.join(ROOT, "dist/server/main.js")))
) {
  console.error('dist/ is missing: run "npm run build" first (or pass --build).');
  process.exit(2);
}

// 1. Every chunk in the build.
const assetsDir = path.join(CLIENT_DIR, "assets");
const chunks = fs
  .readdirSync(assetsDir)
  .filter((name) => name.endsWith(".js") || name.endsWith(".css"))
  .map((name) => {
    const file = path.join(assetsDir, name);
    return { name, bytes: fs.statSync(file).size, gzip: gzipSize(file) };
  })
  .sort((a, b) => b.gzip - a.gzip);

// 2. What index.html loads before any route code: the entry script and its modulepreloads.
const html = fs.readFileSync(path.join(CLIENT_DIR, "index.html"), "utf8");
const entryFiles = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
const entryGzip = entryFiles.reduce((sum, name) => sum + (chunks.find((chunk) => chunk.name === name)?.gzip ?? 0), 0);

// CI (.ci/run, after the browser tests built dist/): the budget alone, without a server or Chromium.
if (flag("--budget-only")) {
  const over = entryGzip / 1024 > BUDGET_KB;
  for (const name of entryFiles)
    console.log(
      `  ${name.padEnd(44)} ${String(kb(chunks.find((chunk) => chunk.name === name)?.gzip ?? 0)).padStart(8)} KB gzip`,
    );
  console.log(`${over ? "OVER BUDGET" : "within budget"}: initial JS ${kb(entryGzip)} KB gzip of ${BUDGET_KB} KB`);
  process.exit(over ? 1 : 0);
}

// 3. The landing page in Chromium, on the real server with a throwaway database (or on --url).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-bench-"));
const port = 5900 + Math.floor(Math.random() * 90);
const server = externalUrl
  ? null
  : spawn(process.execPath, ["dist/server/main.js"], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        DEMO_DATA: "false",
        SMTP_URL: "",
        S3_BUCKET: "",
        ADMIN_PASSWORD: "bench-admin-password",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
let serverErrors = "";
server?.stderr.on("data", (chunk) => (serverErrors += chunk));
const baseUrl = externalUrl ? externalUrl.replace(/\/$/, "") : `http://127.0.0.1:${port}`;

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`server exited (${server.exitCode}): ${serverErrors}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("server did not start within 60 s");
}

/** One cold load of "/": the JS files requested and the LCP (ms) with its element. */
async function measure(browser, { width, height, cpuSlowdown }) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  }
  const scripts = new Set();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "script" && url.pathname.startsWith("/assets/"))
      scripts.add(path.basename(url.pathname));
  });
  await page.addInitScript(() => {
    window.__lcp = { time: 0, element: "" };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const el = entry.element;
        window.__lcp = {
          time: entry.startTime,
          element: el
            ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").trim().slice(0, 50)}"`
            : "",
        };
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(baseUrl, { waitUntil: "networkidle" });
  await page.waitForSelector("#hero-title");
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => window.__lcp);
  const nav = await page.evaluate(() => {
    const [entry] = performance.getEntriesByType("navigation");
    return { domContentLoaded: entry.domContentLoadedEventEnd, load: entry.loadEventEnd };
  });
  await context.close();
  return { scripts: [...scripts], lcp, nav };
}

const profiles = [
  { name: "desktop 1280x900", width: 1280, height: 900, cpuSlowdown: 1 },
  { name: "mobile 390x844, 4x CPU slowdown", width: 390, height: 844, cpuSlowdown: 4 },
];

let browser;
let failed = false;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });

  const results = [];
  for (const profile of profiles) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measure(browser, profile));
    results.push({ profile, samples });
  }

  const landingScripts = [...new Set(results.flatMap((result) => result.samples.flatMap((sample) => sample.scripts)))];
  const landing = landingScripts
    .map((name) => chunks.find((chunk) => chunk.name === name) ?? { name, bytes: 0, gzip: 0 })
    .sort((a, b) => b.gzip - a.gzip);
  const landingGzip = landing.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const landingRaw = landing.reduce((sum, chunk) => sum + chunk.bytes, 0);
  const allJs = chunks.filter((chunk) => chunk.name.endsWith(".js"));
  const css = chunks.filter((chunk) => chunk.name.endsWith(".css"));

  console.log("\nBundle");
  console.log(
    `  all JS chunks:   ${allJs.length} files, ${kb(allJs.reduce((s, c) => s + c.bytes, 0))} KB raw, ${kb(allJs.reduce((s, c) => s + c.gzip, 0))} KB gzip`,
  );
  console.log(
    `  CSS:             ${kb(css.reduce((s, c) => s + c.bytes, 0))} KB raw, ${kb(css.reduce((s, c) => s + c.gzip, 0))} KB gzip`,
  );
  console.log(`  initial JS (index.html script + modulepreloads): ${kb(entryGzip)} KB gzip (budget ${BUDGET_KB} KB)`);
  for (const name of entryFiles)
    console.log(
      `    ${name.padEnd(44)} ${String(kb(chunks.find((chunk) => chunk.name === name)?.gzip ?? 0)).padStart(8)} KB gzip`,
    );
  console.log(
    `  landing page "/" JS, everything downloaded: ${landing.length} files, ${kb(landingRaw)} KB raw, ${kb(landingGzip)} KB gzip`,
  );
  for (const chunk of landing)
    console.log(`    ${chunk.name.padEnd(44)} ${String(kb(chunk.gzip)).padStart(8)} KB gzip`);
  console.log("  largest chunks overall:");
  for (const chunk of allJs.slice(0, 8))
    console.log(`    ${chunk.name.padEnd(44)} ${String(kb(chunk.gzip)).padStart(8)} KB gzip`);

  console.log(`\nLargest Contentful Paint of "/" (median of ${runs} cold loads, local server)`);
  const summary = results.map(({ profile, samples }) => {
    const lcpMs = Math.round(median(samples.map((sample) => sample.lcp.time)));
    const dclMs = Math.round(median(samples.map((sample) => sample.nav.domContentLoaded)));
    const element = samples.at(-1).lcp.element;
    console.log(
      `  ${profile.name.padEnd(34)} LCP ${String(lcpMs).padStart(5)} ms   DOMContentLoaded ${dclMs} ms   element ${element}`,
    );
    return {
      profile: profile.name,
      lcpMs,
      domContentLoadedMs: dclMs,
      element,
      samplesMs: samples.map((sample) => Math.round(sample.lcp.time)),
    };
  });

  failed = entryGzip / 1024 > BUDGET_KB;
  console.log(
    `\n${failed ? "OVER BUDGET" : "within budget"}: initial JS ${kb(entryGzip)} KB gzip of ${BUDGET_KB} KB; landing page total ${kb(landingGzip)} KB gzip`,
  );
  if (jsonOut) {
    fs.writeFileSync(
      jsonOut,
      JSON.stringify(
        {
          budgetKb: BUDGET_KB,
          entryGzipKb: kb(entryGzip),
          landingGzipKb: kb(landingGzip),
          landingChunks: landing,
          chunks,
          lcp: summary,
        },
        null,
        2,
      ),
    );
    console.log(`written ${jsonOut}`);
  }
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed && !flag("--no-fail")) process.exit(1);
