import { z } from "zod";
import { ratingsSummarySchema } from "./ratings";
import { LANGUAGES } from "../i18n/languages";
import { LANGUAGE_MESSAGE } from "./auth";
import { personName } from "../person-name";
import { isSingleLine } from "../single-line";
import { ERROR_TEXTS, errorText } from "../error-codes";

// The public contact form and the launch notification list. The forms and the routes share these.

const emailRule = z
  .string({ error: errorText("CONTACT_EMAIL") })
  .trim()
  .toLowerCase()
  .max(254, errorText("CONTACT_EMAIL"))
  .email(errorText("CONTACT_EMAIL"));

export const CONTACT_ORDER_MESSAGE = ERROR_TEXTS.CONTACT_ORDER_REQUIRED;

export const CONTACT_LIMITS = { name: 100, phone: 30, subject: 150, message: 5000 } as const;

export const contactMessageSchema = z.object({
  name: personName(
    z
      .string()
      .trim()
      .min(2, errorText("CONTACT_NAME"))
      .max(CONTACT_LIMITS.name, errorText("CONTACT_NAME_TOO_LONG"))
      .refine(isSingleLine, errorText("CONTACT_NAME_LINE")),
    errorText("CONTACT_NAME"),
  ),
  email: emailRule,
  phone: z
    .string({ error: errorText("CONTACT_PHONE") })
    .trim()
    .max(CONTACT_LIMITS.phone, errorText("CONTACT_PHONE"))
    .refine(
      (value) => value === "" || (/^[+\d\s().-]+$/.test(value) && value.replace(/\D/g, "").length >= 7),
      errorText("CONTACT_PHONE"),
    )
    .nullish()
    .transform((value) => value || undefined),
  subject: z
    .string({ error: errorText("CONTACT_SUBJECT") })
    .trim()
    .min(3, errorText("CONTACT_SUBJECT"))
    .max(CONTACT_LIMITS.subject, errorText("CONTACT_SUBJECT_TOO_LONG"))
    .refine(isSingleLine, errorText("CONTACT_SUBJECT_LINE")),
  message: z
    .string({ error: errorText("CONTACT_MESSAGE") })
    .trim()
    .min(10, errorText("CONTACT_MESSAGE_MIN"))
    .max(CONTACT_LIMITS.message, errorText("CONTACT_MESSAGE_MAX")),
  /** The page's language: the acknowledgement to the sender is written in it. */
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }).optional(),
  /** A signed-in customer's order the message is about (docs/order-messages.md, "Contact form"). */
  orderId: z
    .number({ error: CONTACT_ORDER_MESSAGE })
    .int(CONTACT_ORDER_MESSAGE)
    .min(1, CONTACT_ORDER_MESSAGE)
    .nullish()
    .transform((value) => value ?? undefined),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const launchNotificationSchema = z.object({ email: emailRule });
export type LaunchNotificationInput = z.infer<typeof launchNotificationSchema>;

/** The company details shown in the footer and on the contact page (admin settings). */
export const siteInfoSchema = z.object({
  companyName: z.string(),
  companyEmail: z.string(),
  companyPhone: z.string(),
  companyAddress: z.string(),
  businessHours: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/**
 * GET /api/site-info's answer: the company details and whether payments are real ("test": every page shows a banner);
 * restoreDrill: a restored copy started as a drill, which sends no e-mail (every page shows a bar).
 */
export const siteInfoResponseSchema = siteInfoSchema.extend({
  paymentsMode: z.enum(["live", "test"]),
  /** The customers' ratings: the landing page's reviews, average and count (docs/ratings.md). */
  ratings: ratingsSummarySchema,
  restoreDrill: z.boolean().optional(),
});
export type SiteInfoResponse = z.infer<typeof siteInfoResponseSchema>;

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message. We'll get back to you within one business day.";
export const LAUNCH_SUBSCRIBED_MESSAGE = "Thanks! We'll e-mail you as soon as we launch.";
export const LAUNCH_ALREADY_SUBSCRIBED_MESSAGE = "You're already on the list. We'll e-mail you as soon as we launch.";
