import { index, integer, jsonb, numeric, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { paymentStatusEnum, serviceTypeEnum } from "./enums";
import { orders } from "./orders";

export const payments = pgTable("payments", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id")
    .notNull()
    .references(() => orders.id),
  amount: numeric("amount", { precision: 10, scale: 2, mode: "number" }).notNull(),
  status: paymentStatusEnum("status").notNull().default("pending"),
  /** The provider's payment id; unique so a repeated webhook can never record a payment twice. */
  stripePaymentId: text("stripe_payment_id").unique(),
  paymentMethod: text("payment_method"),
  /** 'stripe' or 'test' (the built-in provider used when no Stripe keys are set). */
  provider: text("provider").notNull().default("test"),
  metadata: jsonb("metadata").$type<Record<string, unknown>>(),
  ...timestamps,
}, (table) => [index("payments_order_id_idx").on(table.orderId)]);

export const pricing = pgTable("pricing", {
  id: serial("id").primaryKey(),
  serviceType: serviceTypeEnum("service_type").notNull().unique(),
  pricePerWord: numeric("price_per_word", { precision: 10, scale: 4, mode: "number" }).notNull(),
  rushMultiplier: numeric("rush_multiplier", { precision: 6, scale: 2, mode: "number" }).notNull().default(1.5),
  physicalDeliveryCost: numeric("physical_delivery_cost", { precision: 10, scale: 2, mode: "number" })
    .notNull()
    .default(15),
  ...timestamps,
});
