// `npm run db:check` (CI): fails when `npm run db:generate` on this tree would write a file (the latest snapshot
// does not match src/server/db/schema: run `npm run db:snapshot` after adding a hand-written migration, or write the
// migration the schema change needs), or when the journal breaks its rules. Optional argument: another migrations
// folder (tests). docs/architecture.md, "Migrations".
import path from "node:path";
import { MIGRATIONS_DIR, dryGenerate, journalProblems } from "./migrations-meta.mjs";

const dir = process.argv[2] ? path.resolve(process.argv[2]) : MIGRATIONS_DIR;
const problems = journalProblems(dir);
let written = [];
try {
  written = dryGenerate(dir);
} catch (error) {
  problems.push(error.message);
}
for (const file of written) {
  const sql = file.name.endsWith(".sql") ? `\n${file.text.split("\n").slice(0, 12).join("\n")}` : "";
  problems.push(`npm run db:generate would write ${file.name}${sql}`);
}
if (problems.length > 0) {
  console.error(`Migrations out of step (${problems.length}):\n- ${problems.join("\n- ")}`);
  console.error(
    "Fix: `npm run db:snapshot` records the current schema as the latest migration's snapshot (docs/architecture.md).",
  );
  process.exit(1);
}
console.log("Migrations in step: the journal is in order and `npm run db:generate` would write nothing.");
