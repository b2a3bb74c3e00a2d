import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { documents } from "./documents";
import { orders } from "./orders";
import { translatorJobs } from "./translators";
import { users } from "./users";

/** The customer's revision comment on one document of a delivered draft. */
export const revisionRequests = pgTable(
  "revision_requests",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** The job the draft was delivered under; it is reopened for the same translator. */
    jobId: integer("job_id").references(() => translatorJobs.id),
    comment: text("comment").notNull(),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("revision_requests_order_id_idx").on(table.orderId)],
);
