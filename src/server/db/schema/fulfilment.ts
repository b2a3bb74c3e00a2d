import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { FulfilmentStep } from "../../../shared/fulfilment";
import { orders } from "./orders";
import { users } from "./users";

/**
 * The physical fulfilment steps recorded beside the order status (docs/delivery.md, "Fulfilment"):
 * "notarized" (with the notarized scan), "shipped" (carrier and tracking number) and "delivered". One row per
 * step and order; the status itself stays pending/processing/completed/cancelled.
 */
export const orderFulfilmentEvents = pgTable(
  "order_fulfilment_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    step: text("step").$type<FulfilmentStep>().notNull(),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** The notarized scan in file storage (never sent to the client; downloaded through a route). */
    fileKey: text("file_key"),
    fileName: text("file_name"),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_fulfilment_events_order_id_idx").on(table.orderId),
    uniqueIndex("order_fulfilment_events_step_idx").on(table.orderId, table.step),
  ],
);
