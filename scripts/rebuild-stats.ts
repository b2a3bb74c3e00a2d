// npx tsx scripts/rebuild-stats.ts
//
// Recomputes the dashboard rollups (stats_daily with the translator fees, stats_daily_status, stats_turnaround, stats_turnaround_monthly,
// stats_translator_jobs) from the orders, payments, refunds, status history, translator jobs and customers, with the
// same definitions as the triggers that keep them current (docs/decisions/034-dashboard-rollups.md). Safe to run
// any time and as often as wanted: one transaction, and events arriving meanwhile wait for it. Run it with the
// server's environment (DATABASE_URL, or DATA_DIR for the embedded database with the server stopped).
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

async function main(): Promise<number> {
  const config = loadConfig();
  const dbDir = path.join(config.dataDir, "db");
  if (!config.databaseUrl && !fs.existsSync(path.join(dbDir, "PG_VERSION"))) {
    console.error(`No embedded database in ${dbDir}. Set DATA_DIR (or DATABASE_URL) as the server has it.`);
    return 1;
  }
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: dbDir });
  try {
    const started = Date.now();
    await database.db.execute(sql`select public.stats_rebuild()`);
    console.log(`Dashboard rollups rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
