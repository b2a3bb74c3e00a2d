import { isNull, sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import {
  translationDirectionEnum,
  translatorCategoryEnum,
  translatorJobStatusEnum,
  translatorStatusEnum,
} from "./enums";
import { orders } from "./orders";
import { users } from "./users";

export const translators = pgTable(
  "translators",
  {
    translatorId: serial("translator_id").primaryKey(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull().unique(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    nativeLanguage: text("native_language").notNull(),
    languagePair: translationDirectionEnum("language_pair").notNull(),
    category: translatorCategoryEnum("category").notNull(),
    experienceYears: integer("experience_years").notNull(),
    resumeUrl: text("resume_url"),
    sampleTranslationsUrl: text("sample_translations_url"),
    govIdUrl: text("gov_id_url").notNull().default(""),
    associationMembershipUrl: text("association_membership_url"),
    freelancerProfileUrl: text("freelancer_profile_url"),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** SHA-256 of the e-mailed link's token (then of the applicant cookie); the code is in email_codes. */
    verificationToken: text("verification_token"),
    tokenExpires: timestamp("token_expires", { withTimezone: true }),
    tokenUsed: boolean("token_used").notNull().default(false),
    stripeVerificationId: text("stripe_verification_id"),
    status: translatorStatusEnum("status").notNull().default("Pending"),
    /** The user account created (or linked) when an admin approves the application. */
    userId: integer("user_id").references(() => users.id),
    ...timestamps,
  },
  // The hourly purge of applications never verified (auth/expired-sign-ups.ts).
  (table) => [
    index("translators_unverified_created_at_idx")
      .on(table.createdAt)
      .where(sql`email_verified = false`),
    // The admin's applications, a page at a time: every application, or a tab's statuses (migration 0020).
    index("translators_created_at_id_idx").on(table.createdAt, table.translatorId),
    index("translators_status_created_at_id_idx").on(table.status, table.createdAt, table.translatorId),
    // The translator portal finds the signed-in account's application(s).
    index("translators_user_id_idx").on(table.userId),
  ],
);

export const translatorJobs = pgTable(
  "translator_jobs",
  {
    id: serial("id").primaryKey(),
    translatorId: integer("translator_id")
      .notNull()
      .references(() => translators.translatorId),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    status: translatorJobStatusEnum("status").notNull().default("Assigned"),
    translatedFileUrl: text("translated_file_url"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The admin who assigned the job. */
    assignedBy: integer("assigned_by").references(() => users.id),
    /** Set when the admin reassigns the order: the job is over whatever its status; null = the order's active job. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("translator_jobs_translator_id_idx").on(table.translatorId),
    index("translator_jobs_order_id_idx").on(table.orderId),
    // The translator portal's pages of current jobs: all of them, or a group's statuses (migration 0020).
    index("translator_jobs_translator_created_at_id_idx")
      .on(table.translatorId, table.createdAt, table.id)
      .where(isNull(table.endedAt)),
    index("translator_jobs_translator_status_created_at_id_idx")
      .on(table.translatorId, table.status, table.createdAt, table.id)
      .where(isNull(table.endedAt)),
    index("translator_jobs_open_idx")
      .on(table.translatorId)
      .where(sql`ended_at IS NULL AND status IN ('Assigned', 'In Progress')`),
    // One active job per order.
    uniqueIndex("translator_jobs_active_order_idx").on(table.orderId).where(isNull(table.endedAt)),
  ],
);
