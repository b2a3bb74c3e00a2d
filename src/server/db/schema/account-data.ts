import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { DataExportStatus } from "../../../shared/schemas/account-data";
import { users } from "./users";

/**
 * "Download my data" (docs/security.md, "Your data"): a ZIP prepared by the data-export.prepare job, stored through the
 * storage adapter under exports/, e-mailed as a single-use link valid 48 hours. The file is deleted once downloaded or
 * expired; the row stays as the record of the request (its link long dead).
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<DataExportStatus>().notNull().default("pending"),
    /** SHA-256 of the e-mailed link's token (security/one-time-codes.ts); set when the file is ready. */
    tokenHash: text("token_hash").unique(),
    /** The ZIP in storage ("exports/..."); null before it is stored and again once it is deleted. */
    storageKey: text("storage_key"),
    sizeBytes: integer("size_bytes"),
    /** Preparation attempts; the lease of the one running is startedAt (a stale one is taken over). */
    attempts: integer("attempts").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    error: text("error"),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("data_exports_user_id_idx").on(table.userId, table.id),
    // What the jobs look for: requests to prepare, and files to delete.
    index("data_exports_open_idx")
      .on(table.status)
      .where(sql`status in ('pending', 'preparing') or storage_key is not null`),
    // One export in preparation per account at a time.
    uniqueIndex("data_exports_one_open_idx")
      .on(table.userId)
      .where(sql`status in ('pending', 'preparing')`),
    check(
      "data_exports_status_check",
      sql`${table.status} in ('pending', 'preparing', 'ready', 'downloaded', 'expired', 'failed')`,
    ),
  ],
);

/**
 * A deleted account (src/server/account-deletion): written in the deletion's transaction with the storage keys of the
 * files its rows held, which are deleted after the commit. Until every one is gone the hourly account-data.sweep job
 * tries again (deleting a missing file is a no-op, so a retry is always safe). The goodbye e-mail's outbox row is
 * forgotten once delivered, so the old address leaves no trace the admins can read.
 */
export const accountErasures = pgTable(
  "account_erasures",
  {
    id: serial("id").primaryKey(),
    /** The deleted account's id; no foreign key, as an account without orders is deleted outright. */
    userId: integer("user_id").notNull(),
    /** Storage keys still to delete. */
    fileKeys: jsonb("file_keys").$type<string[]>().notNull().default([]),
    goodbyeMailId: integer("goodbye_mail_id"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Every file deleted and the goodbye e-mail forgotten. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    index("account_erasures_open_idx")
      .on(table.id)
      .where(sql`completed_at is null`),
  ],
);
