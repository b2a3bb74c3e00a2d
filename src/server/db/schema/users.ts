import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { languageEnum, userRoleEnum } from "./enums";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    username: text("username").notNull().unique(),
    password: text("password").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: userRoleEnum("role").notNull().default("user"),
    stripeCustomerId: text("stripe_customer_id"),
    disabled: boolean("disabled").notNull().default(false),
    /** The language of the customer's screens and e-mails; the header's switch changes it (docs/decisions/014-i18n.md). */
    language: languageEnum("language").notNull().default("en"),
    /** When the owner proved control of `email` (link or code); null again after an e-mail change. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Wrong passwords in a row, from any address: each makes the next sign-in wait longer (no hard lock). */
    failedLogins: integer("failed_logins").notNull().default(0),
    lastFailedLoginAt: timestamp("last_failed_login_at", { withTimezone: true }),
    /** When the owner was last told of repeated wrong passwords: once per run of failures, at most once an hour. */
    failedLoginNoticeSentAt: timestamp("failed_login_notice_sent_at", { withTimezone: true }),
    /** An admin whose code step was locked out (5 wrong codes): no code is accepted or sent before this time. */
    adminCodeLockedUntil: timestamp("admin_code_locked_until", { withTimezone: true }),
    /** Name, username and e-mail folded the Turkish way, kept by PostgreSQL for the admin searches (migration 0019). */
    searchText: text("search_text").generatedAlwaysAs(
      sql`public.user_search_text(username, email, first_name, last_name)`,
    ),
    /**
     * When the customer accepted the terms of service and privacy policy at sign-up, and which version
     * (shared/legal-policy.ts). Null for accounts made before sign-up asked (migration 0052) and for accounts an admin
     * made (admins, translators).
     */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    termsVersion: text("terms_version"),
    /** When the customer deleted the account (src/server/account-deletion): the row stays, anonymised, for the orders and payments that point at it. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  // "Ali" and "ali" are the same person to a customer: uniqueness ignores case.
  (table) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    // The Customers list and the admin searches (migration 0019: pg_trgm and the Turkish fold, docs/decisions/026-keyset-pagination.md).
    index("users_search_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("users_created_at_id_idx").on(table.createdAt, table.id),
    index("users_role_created_at_id_idx").on(table.role, table.createdAt, table.id),
    // The hourly purge of sign-ups never verified (auth/expired-sign-ups.ts).
    index("users_unverified_created_at_idx")
      .on(table.createdAt)
      .where(sql`email_verified_at IS NULL`),
  ],
);

/** Sessions live in the database; the cookie holds a random token whose SHA-256 is the id. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set for an admin who has logged in but not yet entered the e-mailed code. */
    verificationRequired: boolean("verification_required").notNull().default(false),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last request made with the session: admin sessions end after an hour idle. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const adminVerifications = pgTable("admin_verifications", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** SHA-256 of the 6-digit code; the code itself is only ever in the e-mail. */
  code: text("code").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  invalidAttempts: integer("invalid_attempts").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use secrets e-mailed to a person: a set-password link, an e-mail verification link or code, a translator invitation. */
export const passwordTokens = pgTable(
  "password_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token in the link. */
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose").notNull(),
    /** For e-mail verification and translator invitations: the address the secret was sent to (it must still be the user's). */
    email: text("email"),
    /**
     * Unused since e-mail codes moved to email_codes (0030). Kept one release: the previous release selects whole
     * rows of this table, so dropping it now would break it mid-deploy (docs/operations.md, upgrade rule). The
     * contract migration that drops it comes with the next release.
     */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("password_tokens_user_id_idx").on(table.userId)],
);
