// Shared by `npm run db:check` and `npm run db:snapshot` (docs/architecture.md, "Migrations"): the journal's rules
// and a dry run of `drizzle-kit generate` in a scratch copy of the migrations folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");

/** drizzle.config.ts's schema and out, read from the file so the scripts cannot drift from `npm run db:generate`. */
function drizzleConfig() {
  const text = fs.readFileSync(path.join(ROOT, "drizzle.config.ts"), "utf8");
  const field = (name) => {
    const match = text.match(new RegExp(`${name}:\\s*"([^"]+)"`));
    if (!match) throw new Error(`drizzle.config.ts: no ${name}: "…" found`);
    return match[1];
  };
  return { schema: field("schema"), out: field("out") };
}

export const SCHEMA = drizzleConfig().schema;
export const MIGRATIONS_DIR = path.join(ROOT, drizzleConfig().out);

/**
 * Migrations that existing databases applied in another order than their numbers (merge order: 0028, 0020, 0026,
 * 0022, 0023, 0024, 0021, 0025, 0027). The journal now lists them by number, each with its old `when`: drizzle's
 * migrator applies every entry whose `when` is later than the database's last applied one, so each database still
 * applies exactly the migrations it lacked. Only these may have a `when` earlier than an entry above them.
 */
export const APPLIED_OUT_OF_ORDER = new Set(["0022", "0023", "0024", "0026", "0028"]);

export const journalPath = (dir) => path.join(dir, "meta", "_journal.json");
export const readJournal = (dir) => JSON.parse(fs.readFileSync(journalPath(dir), "utf8"));
export const numberOf = (tag) => tag.slice(0, 4);

/** What is wrong with the migrations folder's journal, one sentence each (empty: nothing). */
export function journalProblems(dir) {
  const problems = [];
  const { entries } = readJournal(dir);
  const sqlFiles = fs.readdirSync(dir).filter((name) => name.endsWith(".sql"));
  for (const file of sqlFiles) {
    if (!entries.some((entry) => `${entry.tag}.sql` === file))
      problems.push(`${file} has no entry in meta/_journal.json: it would never run`);
  }
  let latestWhen = -Infinity;
  entries.forEach((entry, position) => {
    const number = numberOf(entry.tag);
    if (!/^\d{4}_/.test(entry.tag))
      problems.push(`journal entry ${entry.tag}: the tag must start with a 4-digit number`);
    if (!sqlFiles.includes(`${entry.tag}.sql`)) problems.push(`journal entry ${entry.tag}: no ${entry.tag}.sql`);
    const previous = entries[position - 1];
    if (previous && previous.tag >= entry.tag)
      problems.push(`journal entry ${entry.tag} comes after ${previous.tag}: list the entries by number`);
    // drizzle-kit names the next migration after the last entry's idx + 1; with the gap at 0016 a count would collide.
    if (entry.idx !== Number(number))
      problems.push(`journal entry ${entry.tag}: idx must be ${Number(number)} (its number), not ${entry.idx}`);
    if (entry.when <= latestWhen && !APPLIED_OUT_OF_ORDER.has(number)) {
      problems.push(
        `journal entry ${entry.tag}: "when" ${entry.when} is not later than an entry above it: databases already past that time would skip it`,
      );
    }
    latestWhen = Math.max(latestWhen, entry.when);
  });
  return problems;
}

/**
 * Runs `drizzle-kit generate` on a scratch copy of `dir` and returns the files it wrote there ({name, text}), the
 * scratch copy being removed. None: the latest snapshot matches the schema. `interactive` hands drizzle-kit the
 * terminal, so it can ask its questions (a column renamed or dropped and added?); otherwise a question is an error.
 */
export function dryGenerate(dir = MIGRATIONS_DIR, { interactive = false } = {}) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bt-drizzle-generate-"));
  try {
    fs.cpSync(dir, scratch, { recursive: true });
    const before = new Set(listFiles(scratch));
    // drizzle-kit reads `out` relative to the working directory (it prefixes "./"), so it gets a relative path.
    const result = spawnSync(
      process.execPath,
      [
        path.join(ROOT, "node_modules/drizzle-kit/bin.cjs"),
        "generate",
        "--dialect",
        "postgresql",
        "--schema",
        SCHEMA,
        "--out",
        path.relative(ROOT, scratch),
      ],
      {
        cwd: ROOT,
        encoding: "utf8",
        stdio: interactive ? "inherit" : ["ignore", "pipe", "pipe"],
        timeout: interactive ? undefined : 120_000,
      },
    );
    const written = listFiles(scratch)
      .filter((name) => !before.has(name))
      .map((name) => ({ name, text: fs.readFileSync(path.join(scratch, name), "utf8") }));
    // drizzle-kit exits 0 even when it stops on a question it cannot ask: only "No schema changes" means nothing to write.
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
    const unchanged = interactive || output.includes("No schema changes");
    if (result.status !== 0 || (written.length === 0 && !unchanged)) {
      const question = output.includes("require a TTY")
        ? " It needs to ask a question (a renamed column or table?): run `npm run db:snapshot` or `npm run db:generate` in a terminal."
        : "";
      throw new Error(
        `drizzle-kit generate did not finish (exit ${result.status ?? result.signal}).${question}\n${output.split("\n").slice(-12).join("\n")}`,
      );
    }
    return written;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function listFiles(dir) {
  return fs.readdirSync(dir, { recursive: true }).filter((name) => fs.statSync(path.join(dir, name)).isFile());
}
