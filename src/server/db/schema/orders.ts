import { boolean, index, integer, numeric, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { orderStatusEnum, serviceTypeEnum, translationDirectionEnum } from "./enums";
import { users } from "./users";

export const orders = pgTable("orders", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  status: orderStatusEnum("status").notNull().default("pending"),
  serviceType: serviceTypeEnum("service_type").notNull(),
  translationDirection: translationDirectionEnum("translation_direction").notNull(),
  wordCount: integer("word_count").notNull().default(0),
  isRush: boolean("is_rush").notNull().default(false),
  isPhysicalDelivery: boolean("is_physical_delivery").notNull().default(false),
  /** USD, two decimals. Always computed by the server from the pricing table. */
  totalPrice: numeric("total_price", { precision: 10, scale: 2, mode: "number" }).notNull(),
  estimatedDeliveryDate: timestamp("estimated_delivery_date", { withTimezone: true }),
  ...timestamps,
}, (table) => [index("orders_user_id_idx").on(table.userId), index("orders_status_idx").on(table.status)]);
