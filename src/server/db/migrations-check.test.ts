import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, PROJECT_ROOT } from "../paths";

// `npm run db:check` (CI) stops a branch whose `npm run db:generate` would write a migration nobody meant, or whose
// journal would make databases skip a migration (docs/architecture.md, "Migrations").

const scratchDirs: string[] = [];
afterAll(() => scratchDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function scratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bt-check-"));
  scratchDirs.push(dir);
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

function check(dir?: string) {
  const result = spawnSync(process.execPath, ["scripts/check-migrations.mjs", ...(dir ? [dir] : [])], {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

type Journal = { entries: { idx: number; tag: string; when: number; version: string; breakpoints: boolean }[] };
const editJournal = (dir: string, edit: (journal: Journal) => void) => {
  const file = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(file, "utf8")) as Journal;
  edit(journal);
  fs.writeFileSync(file, JSON.stringify(journal));
};

describe("npm run db:check", () => {
  it("passes on this tree: db:generate would write nothing", () => {
    const { status, output } = check();
    expect(output).toContain("would write nothing");
    expect(status).toBe(0);
  });

  it("names the migration db:generate would write when the latest snapshot is stale", () => {
    const dir = scratchCopy();
    const latest = fs
      .readdirSync(path.join(dir, "meta"))
      .filter((name) => name.endsWith("_snapshot.json"))
      .sort()
      .at(-1)!;
    fs.rmSync(path.join(dir, "meta", latest));
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toMatch(/would write \d{4}_\w+\.sql/);
    // What the removed snapshot recorded comes back as SQL (the latest migrations add tables or columns).
    expect(output).toMatch(/(CREATE|ALTER) TABLE/);
  });

  it("fails, not passes, when db:generate stops on a question it cannot ask without a terminal (a renamed column?)", () => {
    const dir = scratchCopy();
    const latest = fs
      .readdirSync(path.join(dir, "meta"))
      .filter((name) => name.endsWith("_snapshot.json"))
      .sort()
      .at(-1)!;
    const file = path.join(dir, "meta", latest);
    const snapshot = JSON.parse(fs.readFileSync(file, "utf8")) as {
      tables: Record<string, { columns: Record<string, { name: string }> }>;
    };
    // The snapshot says launch_subscribers.email was called address: drizzle-kit must ask whether it was renamed.
    const columns = snapshot.tables["public.launch_subscribers"]!.columns;
    columns.address = { ...columns.email!, name: "address" };
    delete columns.email;
    fs.writeFileSync(file, JSON.stringify(snapshot));
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain("needs to ask a question");
  });

  it("refuses a migration whose when is earlier than one already applied, and a journal out of order", () => {
    const dir = scratchCopy();
    fs.writeFileSync(path.join(dir, "9998_late.sql"), "SELECT 1;");
    fs.writeFileSync(path.join(dir, "9999_stray.sql"), "SELECT 1;");
    editJournal(dir, (journal) => {
      journal.entries.push({
        idx: 9998,
        version: "7",
        when: journal.entries[0]!.when + 1,
        tag: "9998_late",
        breakpoints: true,
      });
      [journal.entries[1], journal.entries[2]] = [journal.entries[2]!, journal.entries[1]!];
    });
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('9998_late: "when"');
    expect(output).toContain("9999_stray.sql has no entry");
    expect(output).toContain("list the entries by number");
  });
});
