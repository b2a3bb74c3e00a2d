import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_CONCURRENT_CONVERSIONS, convertToPdf } from "./office-converter";

// A stand-in for soffice: notes when it starts and ends, takes a moment, and writes translation.pdf into --outdir.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-office-"));
const log = path.join(dir, "runs.log");
const fake = path.join(dir, "fake-soffice");
fs.writeFileSync(
  fake,
  `#!/bin/sh
echo start >> "${log}"
sleep 0.3
while [ "$1" != "--outdir" ]; do shift; done
printf '%%PDF-1.4 fake' > "$2/translation.pdf"
echo end >> "${log}"
`,
  { mode: 0o700 },
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("LibreOffice conversions", () => {
  it("run at most MAX_CONCURRENT_CONVERSIONS at once in a burst, and every one still finishes", async () => {
    const converter = { command: fake, status: "fake" };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => convertToPdf(converter, new Uint8Array([1, 2, 3]), ".docx", dir)),
    );
    expect(results.map((pdf) => pdf.subarray(0, 5).toString())).toEqual(Array(8).fill("%PDF-"));
    let running = 0;
    let most = 0;
    for (const line of fs.readFileSync(log, "utf8").trim().split("\n")) {
      running += line === "start" ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(most).toBe(MAX_CONCURRENT_CONVERSIONS);
    // Each conversion's folder under tmp is gone.
    expect(fs.readdirSync(path.join(dir, "tmp"))).toEqual([]);
  });
});
