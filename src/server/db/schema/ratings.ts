import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { RatingStatus } from "../../../shared/schemas/ratings";
import { orders } from "./orders";
import { users } from "./users";

/**
 * Customers' ratings of completed orders (issue 42 item 2; docs/ratings.md): the row is made when the customer is
 * asked (a day after completion, once) and filled when they rate; the agency approves what is published.
 */
export const customerRatings = pgTable(
  "customer_ratings",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** When the rating e-mail was queued; null when the customer rated before being asked. */
    askedAt: timestamp("asked_at", { withTimezone: true }),
    rating: integer("rating"),
    comment: text("comment"),
    publishConsent: boolean("publish_consent").notNull().default(false),
    /** "Ayşe Y.": the first name and the last name's initial when the rating was given. */
    authorName: text("author_name"),
    status: text("status").$type<RatingStatus>(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    moderatedBy: integer("moderated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("customer_ratings_submitted_idx")
      .on(table.submittedAt, table.orderId)
      .where(sql`submitted_at IS NOT NULL`),
    index("customer_ratings_published_idx")
      .on(table.submittedAt)
      .where(sql`status = 'approved' AND publish_consent`),
  ],
);
