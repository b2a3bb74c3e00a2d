import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Keys the server makes for itself once and every instance shares (the device cookie signing key). */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Wrong passwords sent with one device cookie (docs/security.md, "Device cookies"). The cookie itself is signed and
 * stored only in the browser; a row exists once its first wrong password is counted.
 */
export const deviceCookieLockouts = pgTable(
  "device_cookie_lockouts",
  {
    /** The random part of the cookie. */
    nonce: text("nonce").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    failedLogins: integer("failed_logins").notNull().default(0),
    /** The first wrong password of the current one-hour window. */
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    /** Until then the cookie is worth nothing: its browser is throttled like any unknown one. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("device_cookie_lockouts_user_id_idx").on(table.userId)],
);
