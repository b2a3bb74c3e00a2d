import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { translators } from "./translators";
import { users } from "./users";

/** Whose address an e-mailed code proves: a customer account's, or a translator application's. */
export const EMAIL_CODE_PURPOSES = ["customer_email", "translator_email"] as const;

/**
 * The 6-digit codes e-mailed to prove an address (security/email-codes/, migration 0030). The subject is the
 * account (customer_email, user_id) or the application (translator_email, translator_id); the check keeps purpose
 * and subject together and the foreign keys delete a subject's codes with it. Only the SHA-256 is stored.
 */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: serial("id").primaryKey(),
    purpose: text("purpose", { enum: EMAIL_CODE_PURPOSES }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    translatorId: integer("translator_id").references(() => translators.translatorId, { onDelete: "cascade" }),
    /** The address the code was sent to. */
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Wrong codes entered against this one (security/one-time-codes.ts, MAX_CODE_ATTEMPTS). */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** When the e-mail went out: the next one waits a minute from it. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "email_codes_subject_check",
      sql`(${table.purpose} = 'customer_email' and ${table.userId} is not null and ${table.translatorId} is null) or (${table.purpose} = 'translator_email' and ${table.translatorId} is not null and ${table.userId} is null)`,
    ),
    index("email_codes_user_id_idx").on(table.userId),
    index("email_codes_translator_id_idx").on(table.translatorId),
    // A translator's code may be typed alone: it is found by its hash.
    index("email_codes_purpose_code_hash_idx").on(table.purpose, table.codeHash),
  ],
);
