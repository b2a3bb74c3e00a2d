// `npm run db:snapshot`: after hand-written migrations (or a merge of several), puts the journal in order (by number,
// idx = number; `when` is never changed: it decides what a database applies) and records the current schema as the
// latest migration's snapshot, drizzle-kit's own output, so `npm run db:generate` writes nothing until the schema
// changes again. Snapshots of earlier migrations are history that drizzle-kit never reads: missing ones stay missing.
// docs/architecture.md, "Migrations".
import fs from "node:fs";
import path from "node:path";
import {
  MIGRATIONS_DIR,
  dryGenerate,
  journalPath,
  journalProblems,
  numberOf,
  readJournal,
} from "./migrations-meta.mjs";

const journal = readJournal(MIGRATIONS_DIR);
journal.entries.sort((a, b) => a.tag.localeCompare(b.tag));
for (const entry of journal.entries) entry.idx = Number(numberOf(entry.tag));
fs.writeFileSync(journalPath(MIGRATIONS_DIR), `${JSON.stringify(journal, null, 2)}\n`);

const problems = journalProblems(MIGRATIONS_DIR);
if (problems.length > 0) {
  console.error(`Fix the journal first:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}

const latest = numberOf(journal.entries.at(-1).tag);
// In a terminal drizzle-kit may ask whether a column or table was renamed: answer as the migrations do.
const written = dryGenerate(MIGRATIONS_DIR, { interactive: true });
const snapshot = written.find((file) => file.name.endsWith("_snapshot.json"));
if (!snapshot) {
  console.log("The latest snapshot already matches the schema: nothing to write.");
  process.exit(0);
}
const fresh = JSON.parse(snapshot.text);
const target = path.join(MIGRATIONS_DIR, "meta", `${latest}_snapshot.json`);
if (fs.existsSync(target)) {
  // Refreshed in place: it keeps its place in drizzle-kit's chain of ids.
  const old = JSON.parse(fs.readFileSync(target, "utf8"));
  Object.assign(fresh, { id: old.id, prevId: old.prevId });
}
fs.writeFileSync(target, JSON.stringify(fresh, null, 2));
console.log(`Wrote meta/${latest}_snapshot.json from src/server/db/schema.`);
// The snapshot trusts the schema: drizzle-kit's SQL for the same change shows what the hand-written migrations must do.
const sql = written.find((file) => file.name.endsWith(".sql"));
if (sql)
  console.log(
    `Check that the migrations since the previous snapshot do what drizzle-kit would have written:\n${sql.text}`,
  );
