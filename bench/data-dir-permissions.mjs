#!/usr/bin/env node
// DATA_DIR permissions at start (docs/security.md, "Data on the server's disk"): how long fixDataDirPermissions
// takes on 10,000 files in 100 folders, first when every entry is world-writable (an install from before issue 37),
// then when all are right already (every later start: one lstat per entry, nothing changed).
//
//   node --import tsx bench/data-dir-permissions.mjs [--files 10000]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fixDataDirPermissions } from "../src/server/storage/private-data-dir.ts";

const args = process.argv.slice(2);
const files = Number(args[args.indexOf("--files") + 1] || 10_000);
const folders = 100;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-bench-permissions-"));
try {
  for (let folder = 0; folder < folders; folder += 1) {
    const folderPath = path.join(dir, `folder-${folder}`);
    fs.mkdirSync(folderPath);
    fs.chmodSync(folderPath, 0o777);
    for (let file = 0; file < files / folders; file += 1) {
      const filePath = path.join(folderPath, `file-${file}`);
      fs.writeFileSync(filePath, "x");
      fs.chmodSync(filePath, 0o666);
    }
  }
  const time = (label) => {
    const started = process.hrtime.bigint();
    const fixed = fixDataDirPermissions(dir);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${label.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms   ${fixed} entries changed`);
  };
  console.log(`${files} files in ${folders} folders`);
  time("world-writable install (first start)");
  time("already private (every later start)");
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
