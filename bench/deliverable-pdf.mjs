#!/usr/bin/env node
// The certified PDF of a 10-page document (issue 40): segments rendered to a translation, then assembled with a
// certificate page and a 10-page source copy, every page footed and QR-coded. Target: < 2 s and < 200 MB RSS.
//
//   npx tsx bench/deliverable-pdf.mjs [--runs 3] [--json out.json]
import fs from "node:fs";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { assembleCertifiedPdf } from "../src/server/deliverable/assemble-certified-pdf.ts";
import { renderSegmentsPdf } from "../src/server/deliverable/render-segments-pdf.ts";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const RUNS = Math.min(Number(option("--runs", "3")), 20);

// About 10 pages of a civil-registry extract: label/value rows, table cells, lines with bracketed notes.
const segments = [];
for (let block = 0; block < 40; block += 1) {
  const base = segments.length;
  segments.push({ position: base, kind: "heading", row: null, col: null, target: `Section ${block + 1}` });
  for (let row = 0; row < 6; row += 1) {
    segments.push({
      position: segments.length,
      kind: "label",
      row: block * 100 + row,
      col: 0,
      target: "Father's Name",
    });
    segments.push({
      position: segments.length,
      kind: "value",
      row: block * 100 + row,
      col: 1,
      target: "MEHMET YILMAZ",
    });
  }
  segments.push({
    position: segments.length,
    kind: "line",
    row: null,
    col: null,
    target: "The registrar certifies the record above as true to the register. [signature] [seal: Kadıköy]",
  });
}

const source = await PDFDocument.create();
const font = await source.embedFont(StandardFonts.Helvetica);
for (let page = 0; page < 10; page += 1)
  source.addPage([595, 842]).drawText(`NUFUS KAYIT ORNEGI sayfa ${page + 1}`, { x: 50, y: 780, size: 12, font });
const sourceBytes = await source.save();
const certificate = await PDFDocument.create();
certificate.addPage([612, 792]).drawText("Certificate of Translation Accuracy", { x: 50, y: 700, size: 14, font });
const certificateBytes = await certificate.save();

const results = [];
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now();
  const translation = await renderSegmentsPdf(segments, {
    documentTitle: "Birth Certificate — Ayse Yilmaz",
    passportNames: [{ inDocument: "Ayşe Yılmaz", inPassport: "Ayse Yilmaz" }],
    direction: "tr-en",
  });
  const { pdf, pageCount } = await assembleCertifiedPdf({
    title: "Birth Certificate — Ayse Yilmaz",
    certificateNumber: "BT-2026-000042",
    verificationUrl: "https://bosphorustranslate.com/verify/ABCDEFGHJKMNPQRS",
    translation: { kind: "pdf", bytes: translation },
    certificate: certificateBytes,
    source: { kind: "pdf", bytes: sourceBytes },
    createdAt: new Date(),
  });
  const ms = performance.now() - started;
  const translationPages = (await PDFDocument.load(translation)).getPageCount();
  results.push({ ms: Math.round(ms), translationPages, pageCount, bytes: pdf.length });
}
const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
// The peak over the whole run (Linux: VmHWM), not only the RSS left at the end.
const hwm = fs.existsSync("/proc/self/status") && /VmHWM:\s+(\d+)/.exec(fs.readFileSync("/proc/self/status", "utf8"));
const peakRssMb = hwm ? Math.round(Number(hwm[1]) / 1024) : rssMb;
const worst = Math.max(...results.map((r) => r.ms));
const summary = { runs: results, worstMs: worst, rssMb, peakRssMb, pass: worst < 2000 && peakRssMb < 200 };
console.log(JSON.stringify(summary, null, 2));
const out = option("--json", null);
if (out) fs.writeFileSync(out, JSON.stringify(summary, null, 2));
process.exit(summary.pass ? 0 : 1);
