#!/usr/bin/env node
// Segmentation speed (issue 39: "segmentation of a 10-page document < 1 s"): a 10-page PDF with a text layer laid out
// as court decisions and civil-registry extracts, read with its layout and segmented, against reading its text alone
// (the word count's pdf.js pass), so the figure is a ratio that holds on any machine.
//
//   npx tsx bench/segmentation.mjs [--runs 5]
import { countDocumentWords } from "../src/server/documents/count-document-words.ts";
import { readLayout } from "../src/server/documents/read-layout.ts";
import { segmentLines } from "../src/shared/segmentation/segment-lines.ts";
import { buildPdf } from "../tests/support/fixtures.ts";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const RUNS = Math.min(Number(runsAt >= 0 ? args[runsAt + 1] : "5"), 20);

// Helvetica (WinAnsi) has no ş/ı/ğ: the text is written without them; the segmenter's work is the same.
const page = (n) => [
  "T.C.",
  `ISTANBUL ${n}. ASLIYE HUKUK MAHKEMESI`,
  `ESAS NO : 2023/${100 + n}`,
  `KARAR NO : 2024/${200 + n}`,
  ...Array.from({ length: 12 }, (_, i) =>
    i % 3 === 0
      ? `Baba Adi: MEHMET   Ana Adi: FATMA   Dogum Yeri: ANKARA   Dogum Tarihi: 12.03.19${70 + i}`
      : "Davaci vekili Av. Mehmet Kaya dava dilekcesinde ozetle; muvekkili ile davalinin 12.03.2015 tarihinde evlendiklerini, " +
        "ortak cocuklari olmadigini beyan etmistir. Davali Dr. Ali Er usulune uygun tebligata ragmen durusmaya gelmemistir.",
  ),
];
const pdf = await buildPdf(Array.from({ length: 10 }, (_, n) => page(n + 1)));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
async function timed(fn) {
  const start = performance.now();
  const result = await fn();
  return { ms: performance.now() - start, result };
}

await readLayout(".pdf", pdf); // warm pdf.js and ICU
const reading = [];
const segmenting = [];
let segments = 0;
for (let run = 0; run < RUNS; run += 1) {
  reading.push((await timed(() => countDocumentWords(".pdf", pdf))).ms);
  const { ms, result } = await timed(async () => segmentLines((await readLayout(".pdf", pdf)).lines));
  segmenting.push(ms);
  segments = result.length;
}
const read = median(reading);
const segmented = median(segmenting);
console.log(
  JSON.stringify(
    {
      pages: 10,
      segments,
      readTextMs: Math.round(read),
      readAndSegmentMs: Math.round(segmented),
      ratio: Number((segmented / read).toFixed(2)),
    },
    null,
    2,
  ),
);
