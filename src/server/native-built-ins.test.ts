import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

// Lists the built-in methods that are no longer V8's own after the server's modules load. pdfjs-dist's legacy
// build replaces Array.prototype.push and JSON.parse with core-js code: loaded on the main thread, every request
// paid for it. It belongs in the analysis threads only (documents/analysis-pool.ts).
// (core-js makes its functions print as native code, so the check compares identities before and after.)
const REPORT_PATCHED_BUILT_INS = `
const owners = { "Array.prototype": Array.prototype, JSON, Promise, Object, "String.prototype": String.prototype, "Map.prototype": Map.prototype, "Set.prototype": Set.prototype, Function: Function.prototype };
const methods = (owner) => Object.getOwnPropertyNames(owner).map((key) => [key, Object.getOwnPropertyDescriptor(owner, key)?.value]);
const before = new Map(Object.entries(owners).map(([name, owner]) => [name, new Map(methods(owner))]));
await import("./src/server/start-server.ts");
const patched = [];
for (const [name, owner] of Object.entries(owners))
  for (const [key, value] of methods(owner)) if (before.get(name).get(key) !== value) patched.push(name + "." + key);
console.log(JSON.stringify(patched));
`;

describe("the server process", () => {
  it("keeps V8's own built-ins: no polyfill from a document reader lands on the main thread", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", REPORT_PATCHED_BUILT_INS],
      { cwd: ROOT },
    );
    expect(JSON.parse(stdout)).toEqual([]);
  }, 60_000);
});
