import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { CustomerFileKind, DeletedFile, FilePurgeReason } from "../../../shared/file-retention";
import type { UserRole } from "../../../shared/enums";
import { orders } from "./orders";
import { users } from "./users";

// Customer files kept no longer than needed, watched and encrypted (issue 27, docs/decisions/029-customer-files.md).

/**
 * One row per order whose files are due to go: the 7-day notice, then the purge (intent, deletion, done). A row with
 * purgeStartedAt set and purgeCompletedAt null is a purge a crash interrupted: the next run finishes it.
 */
export const orderFileRetention = pgTable(
  "order_file_retention",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    noticeSentAt: timestamp("notice_sent_at", { withTimezone: true }),
    purgeReason: text("purge_reason").$type<FilePurgeReason>(),
    purgeRequestedBy: integer("purge_requested_by").references(() => users.id, { onDelete: "set null" }),
    purgeStartedAt: timestamp("purge_started_at", { withTimezone: true }),
    purgeCompletedAt: timestamp("purge_completed_at", { withTimezone: true }),
    /** What the purge deletes, listed when it starts (kind, row id, name and storage key of each file). */
    purgedFiles: jsonb("purged_files").$type<DeletedFile[]>(),
  },
  // The purges a crash left half done, found by every run.
  (table) => [
    index("order_file_retention_unfinished_idx")
      .on(table.orderId)
      .where(sql`purge_started_at is not null and purge_completed_at is null`),
  ],
);

/** Every download or view of a customer's file: who, as what, when, which file, from which address. */
export const fileAccessLog = pgTable(
  "file_access_log",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    role: text("role").$type<UserRole>().notNull(),
    fileKind: text("file_kind").$type<CustomerFileKind>().notNull(),
    fileId: integer("file_id").notNull(),
    fileName: text("file_name").notNull(),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("file_access_log_order_created_at_id_idx").on(table.orderId, table.createdAt, table.id)],
);
