#!/usr/bin/env node
// What a /metrics scrape costs when the tables are large (issue 38 item 5): the shared-state gauges (mail backlog,
// oldest queued e-mail, oldest unread document) are read at every scrape, so they must answer in milliseconds over
// a million sent e-mails and a million read documents. Makes a throwaway PostgreSQL database, migrates it, fills it,
// then times scrapeMetrics() and prints the plans of its query.
//
//   npx tsx bench/scrape-gauges.mjs                    # 1,000,000 rows in each table
//   npx tsx bench/scrape-gauges.mjs --rows 200000 --scrapes 50
//
// PostgreSQL on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the database is dropped afterwards.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../src/server/db/client.ts";
import { scrapeMetrics } from "../src/server/observability/scrape.ts";
import { seedDatabase } from "../src/server/seed/seed-database.ts";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const ROWS = option("--rows", 1_000_000);
const SCRAPES = option("--scrapes", 100);
const SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `bt_bench_scrape_${randomBytes(4).toString("hex")}`;
const url = new URL(SERVER);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const database = await openDatabase({ databaseUrl: url.toString() });
try {
  await database.migrate();
  const { admin: seeded } = await seedDatabase(database.db, {
    admin: { username: "admin", email: "admin@example.com", password: "bench-admin-password" },
  });
  const db = database.db;
  const started = performance.now();
  // Sent e-mails and read documents (the bulk), and a few still waiting: what a busy year leaves.
  await db.execute(sql`insert into mail_outbox ("to", "from", subject, text, status, transport, created_at, sent_at)
    select 'c' || n || '@example.com', 'no-reply@example.com', 'Your order', 'Hello', 'sent', 'smtp', now() - (n || ' seconds')::interval, now()
    from generate_series(1, ${ROWS}) as n`);
  await db.execute(sql`insert into mail_outbox ("to", "from", subject, text, status, transport, created_at)
    select 'q' || n || '@example.com', 'no-reply@example.com', 'Your code', 'Hello', 'queued', 'smtp', now() - (n || ' minutes')::interval
    from generate_series(1, 120) as n`);
  const [order] = (
    await db.execute(sql`insert into orders (user_id, service_type, translation_direction, total_cents)
      values (${seeded?.id ?? 1}, 'certified', 'tr-en', 15000) returning id`)
  ).rows;
  await db.execute(sql`insert into documents (order_id, original_filename, s3_key, file_type, file_size, analysis_status, created_at)
    select ${order.id}, 'file' || n || '.pdf', 'key/' || n, 'application/pdf', 1000, 'done', now() - (n || ' seconds')::interval
    from generate_series(1, ${ROWS}) as n`);
  await db.execute(sql`insert into documents (order_id, original_filename, s3_key, file_type, file_size, analysis_status, created_at)
    select ${order.id}, 'pending' || n || '.pdf', 'pending/' || n, 'application/pdf', 1000, 'pending', now() - (n || ' minutes')::interval
    from generate_series(1, 10) as n`);
  await db.execute(sql`analyze mail_outbox`);
  await db.execute(sql`analyze documents`);
  console.log(
    `filled ${ROWS.toLocaleString()} sent e-mails and ${ROWS.toLocaleString()} read documents in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const times = [];
  let text = "";
  for (let i = 0; i < SCRAPES; i += 1) {
    const at = performance.now();
    text = await scrapeMetrics({ db });
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)].toFixed(2);
  console.log(`scrapeMetrics over ${SCRAPES} scrapes: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`);
  for (const line of text
    .split("\n")
    .filter((l) => /^(mail_backlog|mail_oldest_queued_age_seconds|document_oldest_unread_age_seconds) /.test(l)))
    console.log(`  ${line}`);
  for (const query of [
    sql`select count(*) from mail_outbox where status = 'queued'`,
    sql`select min(created_at) from mail_outbox where status = 'queued'`,
    sql`select min(created_at) from documents where analysis_status = 'pending'`,
  ]) {
    const plan = (await db.execute(sql`explain (analyze, costs off) ${query}`)).rows.map(
      (row) => Object.values(row)[0],
    );
    console.log(`\n${plan.join("\n")}`);
  }
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
