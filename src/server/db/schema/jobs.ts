import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The embedded database's job queue (PGlite cannot host pg-boss; docs/decisions/). On PostgreSQL pg-boss keeps
 * its own tables in the "pgboss" schema and this table stays empty.
 */
export const jobQueue = pgTable(
  "job_queue",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    data: jsonb("data").notNull().default({}),
    /** 'created', 'active', 'completed' or 'failed'. */
    state: text("state").notNull().default("created"),
    /** A scheduled run's slot ("review.auto-approve@2026-11-23T18:10"), so one slot is queued once. */
    singletonKey: text("singleton_key"),
    /** A send's singletonKey: unique among waiting ('created') jobs of a name, cleared when claimed (migration 0035). */
    waitingKey: text("waiting_key"),
    /** Higher is claimed first among due jobs of a name. */
    priority: integer("priority").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    retryLimit: integer("retry_limit").notNull().default(3),
    startAfter: timestamp("start_after", { withTimezone: true }).notNull().defaultNow(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("job_queue_due_idx").on(table.state, table.startAfter),
    uniqueIndex("job_queue_singleton_idx").on(table.name, table.singletonKey),
    uniqueIndex("job_queue_waiting_key_idx")
      .on(table.name, table.waitingKey)
      .where(sql`${table.state} = 'created'`),
    index("job_queue_next_idx")
      .on(table.name, table.priority.desc(), table.startAfter, table.id)
      .where(sql`${table.state} = 'created'`),
    index("job_queue_failed_idx")
      .on(table.name, table.completedAt.desc(), table.id.desc())
      .where(sql`${table.state} = 'failed'`),
  ],
);

/** The built-in test payment and identity providers' records (intents, verification sessions), so a restart or another instance loses none. */
export const testProviderRecords = pgTable(
  "test_provider_records",
  {
    /** 'payment_intent', 'payment_idempotency' or 'identity_session'. */
    kind: text("kind").notNull(),
    id: text("id").notNull(),
    data: jsonb("data").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("test_provider_records_pk").on(table.kind, table.id)],
);
