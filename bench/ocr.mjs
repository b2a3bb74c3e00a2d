#!/usr/bin/env node
// Word counting speed: a 50-page PDF with a text layer, and scanned pages read by OCR (tesseract.js workers),
// upright and photographed sideways, upside down or askew (the orientation's cost, docs/decisions/030-scan-orientation.md).
//
//   npm run bench:ocr                       # tsx bench/ocr.mjs (the counters are TypeScript)
//   npx tsx bench/ocr.mjs --runs 3 --scanned-pages 4 --json out.json
//   npx tsx bench/ocr.mjs --photos-only --runs 1            # only the orientation cases (a page photographed turned)
//
// Everything runs in this process through countDocumentWords, the upload's single entry point; the OCR
// workers start on the first scan, and that cold start is reported apart from the warm per-page times.
import fs from "node:fs";
import os from "node:os";
import { countDocumentWords } from "../src/server/documents/count-document-words.ts";
import { stopOcr } from "../src/server/documents/ocr-reader.ts";
import { buildPdf } from "../tests/support/fixtures.ts";
import { ENGLISH_LINES, buildImagePdf, renderPhotoPng, renderTextPng } from "../tests/support/ocr-fixtures.ts";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const RUNS = Math.min(Number(option("--runs", "3")), 10);
const SCANNED_PAGES = Math.min(Number(option("--scanned-pages", "4")), 20);
const jsonOut = option("--json", undefined);
const PHOTOS_ONLY = args.includes("--photos-only");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

// A 50-page contract: 40 lines of 10 short words a page (20,000 words; lines fit the page width).
const WORDS = ["the", "party", "shall", "pay", "each", "sum", "due", "under", "this", "deed"];
const textPages = Array.from({ length: 50 }, () => Array.from({ length: 40 }, () => WORDS.join(" ")));
const textPdf = await buildPdf(textPages);
// A scanned Letter page: 40 lines of a certificate's text at about 200 dpi (1700 px wide), as a flatbed scan.
const pageLines = Array.from({ length: 40 }, (_, i) => ENGLISH_LINES[i % ENGLISH_LINES.length]);
const pagePng = renderTextPng(pageLines, { width: 1700, fontSize: 30, margin: 100 });
const scannedPdf = await buildImagePdf([pagePng]);
const scannedPdfMany = await buildImagePdf(Array.from({ length: SCANNED_PAGES }, () => pagePng));

const results = {
  machine: `${os.cpus()[0]?.model ?? "?"} × ${os.availableParallelism()} (load ${os.loadavg()[0].toFixed(1)}), Node ${process.version}`,
  date: new Date().toISOString(),
};

if (!PHOTOS_ONLY) {
  const text = [];
  for (let i = 0; i < RUNS; i += 1) text.push(await timed(() => countDocumentWords(".pdf", textPdf)));
  results.textPdf50 = {
    words: text[0].result.wordCount,
    source: text[0].result.source,
    medianMs: median(text.map((r) => r.ms)),
    perPageMs: median(text.map((r) => r.ms)) / 50,
  };

  const cold = await timed(() => countDocumentWords(".png", pagePng));
  results.coldStartScanPng = { ms: cold.ms, words: cold.result.wordCount, source: cold.result.source };
  const png = [];
  for (let i = 0; i < RUNS; i += 1) png.push(await timed(() => countDocumentWords(".png", pagePng)));
  results.scanPng = { words: png[0].result.wordCount, medianMs: median(png.map((r) => r.ms)) };
  const scanned = [];
  for (let i = 0; i < RUNS; i += 1) scanned.push(await timed(() => countDocumentWords(".pdf", scannedPdf)));
  results.scannedPdfPage = {
    words: scanned[0].result.wordCount,
    source: scanned[0].result.source,
    medianMs: median(scanned.map((r) => r.ms)),
  };
}
// The same page photographed turned or askew: what finding its orientation costs on top of reading it.
// (Alone, the OCR workers start on a throwaway first read, so the upright figure is a warm one.)
if (PHOTOS_ONLY) await countDocumentWords(".png", renderPhotoPng(ENGLISH_LINES.slice(0, 2)));
for (const [name, options] of [
  ["upright", {}],
  ["turned90", { turns: 1 }],
  ["turned180", { turns: 2 }],
  ["turned270", { turns: 3 }],
  ["askew7", { skewDegrees: 7 }],
]) {
  const photo = renderPhotoPng(pageLines, { ...options, fontSize: 30 });
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await timed(() => countDocumentWords(".png", photo)));
  results[`photo_${name}`] = {
    words: runs[0].result.wordCount,
    source: runs[0].result.source,
    medianMs: median(runs.map((r) => r.ms)),
  };
  console.error(`photo ${name}: ${JSON.stringify(results[`photo_${name}`])}`);
}
if (!PHOTOS_ONLY) {
  const many = await timed(() => countDocumentWords(".pdf", scannedPdfMany));
  results.scannedPdfPages = {
    pages: SCANNED_PAGES,
    words: many.result.wordCount,
    ms: many.ms,
    perPageMs: many.ms / SCANNED_PAGES,
  };
}
results.trueWordsPerScannedPage = pageLines.join(" ").split(/\s+/).length;

await stopOcr();
console.log(JSON.stringify(results, null, 2));
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
