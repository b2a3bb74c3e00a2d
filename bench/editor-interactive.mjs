#!/usr/bin/env node
// Time to interactive of the segment editor with 1,000 segments (issue 39: "interactive in < 1 s").
//
//   npx vite build && node bench/editor-interactive.mjs          # uses dist/client
//   node bench/editor-interactive.mjs --segments 1000 --runs 5 --cpu 4
//
// The built client is served from dist/client by a small static server; the page's API calls are answered in the
// browser (playwright's page.route) with a translator, a job and a document of N segments, so the figure is the
// client's own: download, parse, render and the first keystroke, not the server's segment query (measured apart
// by the segments work). "Interactive" = navigation start → the first translation field holds a typed character.
// Also reported: a Ctrl+↓ step and a scroll to the last segment with its field focused.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "playwright-core";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT_DIR = path.join(ROOT, "dist/client");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const count = Number(option("--segments", "1000"));
const runs = Number(option("--runs", "5"));
const cpu = Number(option("--cpu", "1"));
if (!fs.existsSync(path.join(CLIENT_DIR, "index.html"))) {
  console.error('dist/client is missing: run "npx vite build" first.');
  process.exit(2);
}

const TYPES = { ".js": "text/javascript", ".css": "text/css", ".html": "text/html", ".svg": "image/svg+xml" };
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://x");
  const file = path.join(CLIENT_DIR, url.pathname);
  const found = url.pathname.startsWith("/assets/") && fs.existsSync(file) ? file : path.join(CLIENT_DIR, "index.html");
  response.writeHead(200, { "content-type": TYPES[path.extname(found)] ?? "application/octet-stream" });
  fs.createReadStream(found).pipe(response);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseUrl = `http://127.0.0.1:${server.address().port}`;

const now = new Date().toISOString();
const user = {
  id: 7,
  username: "translator",
  email: "t@example.com",
  firstName: "Zeynep",
  lastName: "Arslan",
  role: "translator",
  disabled: false,
  createdAt: now,
  emailVerified: true,
  language: "en",
};
const KINDS = ["heading", "label", "value", "cell", "sentence", "line"];
const segments = Array.from({ length: count }, (_, index) => {
  const kind = KINDS[index % KINDS.length];
  return {
    id: 1000 + index,
    documentId: 1,
    position: index,
    kind,
    row: kind === "label" || kind === "value" || kind === "cell" ? Math.floor(index / 6) : null,
    col: kind === "value" ? 1 : kind === "cell" ? 2 : kind === "label" ? 0 : null,
    source: `${kind === "label" ? "Baba Adı" : "Nüfus Müdürlüğü kaydı"} ${index}: Bu belge 12.03.2024 tarihinde verilmiştir.`,
    target: index % 3 === 0 ? `Civil registry record ${index}` : "",
    status: index % 5 === 0 ? "confirmed" : "draft",
    origin: index % 7 === 0 ? "mt" : "manual",
    matchScore: null,
    box: null,
    revision: 1,
    updatedAt: now,
  };
});
const document = {
  id: 1,
  originalFilename: "nufus-kayit-ornegi.pdf",
  fileType: "application/pdf",
  fileSize: 1,
  wordCount: 9000,
  current: null,
  versions: [],
};
const job = {
  id: 1,
  orderId: 1,
  status: "In progress",
  documents: [document],
  revisionRequests: [],
  translatedCount: 0,
  documentCount: 1,
};
const answers = [
  [/\/api\/user$/, user],
  [/\/api\/translator\/jobs\/1$/, job],
  [
    /\/documents\/1\/segments$/,
    {
      documentId: 1,
      status: "ready",
      error: null,
      pageImages: 0,
      segments,
      progress: { total: count, confirmed: segments.filter((s) => s.status === "confirmed").length },
    },
  ],
  [/\/documents\/1\/terms$/, { documentId: 1, hits: [] }],
  [/\/segments\/\d+\/matches$/, { segmentId: 0, matches: [] }],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const results = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    if (cpu > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpu });
    await page.route("**/api/**", async (route) => {
      const url = new URL(route.request().url()).pathname;
      if (route.request().method() === "PUT") {
        const id = Number(url.split("/").pop());
        const body = route.request().postDataJSON();
        const segment = segments.find((s) => s.id === id);
        return route.fulfill({ json: { ...segment, ...body, revision: body.revision + 1 } });
      }
      const answer = answers.find(([pattern]) => pattern.test(url));
      return answer
        ? route.fulfill({ json: answer[1] })
        : route.fulfill({ status: 404, json: { message: "Not found" } });
    });
    await page.goto(`${baseUrl}/translator/jobs/1/documents/1/editor`);
    const first = page.locator(`#segment-target-${segments[0].id}`);
    await first.click();
    await page.keyboard.press("End");
    await page.keyboard.type("x");
    await page.waitForFunction(
      (id) => document.getElementById(id)?.value.endsWith("x"),
      `segment-target-${segments[0].id}`,
    );
    const interactive = await page.evaluate(() => performance.now());
    const rendered = await page.locator('[role="row"][data-segment-id]').count();

    const stepStart = await page.evaluate(() => performance.now());
    await page.keyboard.press("Control+ArrowDown");
    await page.waitForFunction((id) => document.activeElement?.id === id, `segment-target-${segments[1].id}`);
    const step = (await page.evaluate(() => performance.now())) - stepStart;

    const jumpStart = await page.evaluate(() => performance.now());
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("Control+ArrowUp");
    await page.evaluate(() => {
      const scroller = document.querySelector('[data-testid="segment-scroller"]');
      scroller.scrollTop = scroller.scrollHeight;
    });
    const last = page.locator(`#segment-target-${segments[count - 1].id}`);
    await last.waitFor();
    await last.focus();
    const jump = (await page.evaluate(() => performance.now())) - jumpStart;
    results.push({ interactive, step, jump, rendered });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

const summary = {
  segments: count,
  runs,
  cpuSlowdown: cpu,
  interactiveMsMedian: Math.round(median(results.map((r) => r.interactive))),
  interactiveMsMax: Math.round(Math.max(...results.map((r) => r.interactive))),
  nextSegmentMsMedian: Math.round(median(results.map((r) => r.step))),
  scrollToLastMsMedian: Math.round(median(results.map((r) => r.jump))),
  rowsInPage: results[0]?.rendered,
};
console.log(JSON.stringify(summary, null, 2));
