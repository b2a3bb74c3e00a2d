#!/usr/bin/env node
// Translation checks speed (issue 40, item 1: a 1,000-segment document < 200 ms; docs/translation-checks.md).
//
//   npm run bench:checks                    # tsx bench/translation-checks.mjs (the checks are TypeScript)
//   npx tsx bench/translation-checks.mjs --segments 5000 --runs 9
//
// The document: civil-registry rows and long sentences, every 20th segment with a planted error, a passport
// name list and a 50-entry termbase. The floor is a plain loop over the same strings (lower-casing both sides
// and counting digits): what any pass over the text costs on this machine, to read the checks' time against.
// "server" is what the server adds before delivery (src/server/translation-checks/): the report's fingerprint of the
// segments (is the stored report stale?), the checks, each finding's id and the errors still blocking.
// "document" runs the same text as two whole documents with one line omitted, so the lines are aligned first.
// On a shared machine the wall time waits for a core: the process's CPU time beside it shows the work itself.
import { runChecks, runDocumentChecks } from "../src/shared/translation-checks/index.ts";
import { blockingFindings, findingKey } from "../src/shared/translation-checks/overrides.ts";
import { fingerprintOf } from "../src/server/translation-checks/check-context.ts";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const SEGMENTS = Math.min(Number(option("--segments", "1000")), 100_000);
const RUNS = Math.min(Number(option("--runs", "7")), 50);
const BUDGET_MS = 200;

const MONTHS = [
  "Ocak",
  "Şubat",
  "Mart",
  "Nisan",
  "Mayıs",
  "Haziran",
  "Temmuz",
  "Ağustos",
  "Eylül",
  "Ekim",
  "Kasım",
  "Aralık",
];
const US_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const pad = (value) => String(value).padStart(2, "0");

function row(index) {
  const day = (index % 28) + 1;
  const month = (index % 12) + 1;
  const year = 1950 + (index % 70);
  const rows = [
    [`T.C. Kimlik No: 12345678950`, `Turkish ID No: 12345678950`],
    [`Adı: AYŞE`, `Name: AYSE`],
    [`Soyadı: YILMAZ`, `Surname: YILMAZ`],
    [`Doğum Tarihi: ${pad(day)}.${pad(month)}.${year}`, `Date of Birth: ${US_MONTHS[month - 1]} ${day}, ${year}`],
    [
      `Veriliş Tarihi: ${pad(day)} ${MONTHS[month - 1]} ${year}`,
      `Date of Issue: ${US_MONTHS[month - 1]} ${day}, ${year}`,
    ],
    [`Esas No: ${year}/${index}`, `Case No.: ${year}/${index}`],
    [`Harç: ${index}.250,50 TL, not ortalaması 3,45`, `Fee: TRY ${index},250.50, grade average 3.45`],
    [
      `Bu belge ${year} yılında Üsküdar Nüfus Müdürlüğü tarafından ${index} sayılı kayıt esas alınarak düzenlenmiştir.`,
      `This document was issued in ${year} by the Üsküdar Civil Registry Office on the basis of record no. ${index}.`,
    ],
  ];
  const [source, target] = rows[index % rows.length];
  // Every 20th segment carries an error: a swapped date, a Turkish word left, an empty target.
  if (index % 20 === 3)
    return {
      id: String(index),
      source,
      target: target.replace(/[A-Z][a-z]+ \d+, \d{4}/u, `${pad(day)}/${pad(month)}/${year}`),
    };
  if (index % 20 === 9) return { id: String(index), source, target: `${target} Evli` };
  if (index % 20 === 15) return { id: String(index), source, target: "" };
  return { id: String(index), source, target };
}

const segments = Array.from({ length: SEGMENTS }, (_, index) => row(index));
const context = {
  direction: "tr-en",
  names: [
    { asWritten: "Ayşe Yılmaz", passportSpelling: "AYSE YILMAZ" },
    { asWritten: "Şükrü Işık", passportSpelling: "SUKRU ISIK" },
  ],
  terms: [
    { tr: "Nüfus Müdürlüğü", en: "Civil Registry Office", forbidden: ["Population Directorate"] },
    { tr: "Esas No", en: "Case No.", forbidden: ["Docket No."] },
    ...Array.from({ length: 48 }, (_, index) => ({
      tr: `terim${index} kelime`,
      en: `term${index} word`,
      forbidden: [`bad${index} word`],
    })),
  ],
};

function floor() {
  let digits = 0;
  for (const segment of segments) {
    const text = segment.source.toLocaleLowerCase("tr") + segment.target.toLowerCase();
    for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) digits++;
  }
  return digits;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
function time(fn) {
  fn(); // warm-up: compile the regular expressions and the code paths
  const times = [];
  const cpuTimes = [];
  let result;
  for (let run = 0; run < RUNS; run++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    result = fn();
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  return { ms: median(times), min: Math.min(...times), max: Math.max(...times), cpu: median(cpuTimes), result };
}

const checks = time(() => runChecks(segments, context));
const plain = time(floor);
// An uploaded translation with one line omitted: the lines are aligned (align-lines.ts) before the checks.
const sourceText = segments.map((segment) => segment.source).join("\n");
const targetText = segments
  .filter((_, index) => index !== Math.floor(SEGMENTS / 2))
  .map((segment) => segment.target || "-")
  .join("\n");
const document = time(() => runDocumentChecks(sourceText, targetText, context));
const server = time(() => {
  fingerprintOf(["segments", segments], context);
  const findings = runChecks(segments, context);
  findings.forEach((found) => findingKey(found));
  return blockingFindings(findings, []);
});
const errors = checks.result.filter((found) => found.severity === "error").length;
console.log(`segments: ${SEGMENTS}, runs: ${RUNS}, findings: ${checks.result.length} (${errors} errors)`);
const line = (figures) =>
  `median ${figures.ms.toFixed(1)} ms (CPU ${figures.cpu.toFixed(1)} ms), min ${figures.min.toFixed(1)} ms, max ${figures.max.toFixed(1)} ms`;
console.log(`runChecks   ${line(checks)} (budget ${BUDGET_MS} ms for 1,000 segments)`);
console.log(`server      ${line(server)} (fingerprint, checks, finding ids, blocking: before delivery)`);
console.log(`document    ${line(document)} (whole texts, one line omitted: aligned, then checked)`);
console.log(`plain loop  ${line(plain)} (floor: lower-case both sides, count digits)`);
console.log(`ratio       ${(checks.cpu / Math.max(plain.cpu, 0.01)).toFixed(1)}× the floor (CPU)`);
// Judged on CPU time: on an idle machine the wall time is the same, on a shared one it includes waiting for a core.
if (SEGMENTS === 1000 && checks.cpu > BUDGET_MS) {
  console.log("OVER BUDGET");
  process.exitCode = 1;
}
