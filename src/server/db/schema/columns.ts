import { timestamp } from "drizzle-orm/pg-core";

/** createdAt/updatedAt as every spec entity has them. updatedAt is set by the use cases that write. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
