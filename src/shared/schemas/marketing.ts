import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";
import { LANGUAGE_MESSAGE } from "./auth";
import { isSingleLine } from "../single-line";

// The public contact form and the launch notification list. The forms and the routes share these.

const emailRule = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address")
  .email("Please enter a valid email address");

export const CONTACT_ORDER_MESSAGE = "Please pick one of your orders";

export const CONTACT_LIMITS = { name: 100, phone: 30, subject: 150, message: 5000 } as const;

export const contactMessageSchema = z.object({
  name: z
    .string({ error: "Please enter your name" })
    .trim()
    .min(2, "Please enter your name")
    .max(CONTACT_LIMITS.name, "Name must be at most 100 characters")
    .refine(isSingleLine, "Name must be a single line"),
  email: emailRule,
  phone: z
    .string({ error: "Please enter a valid phone number" })
    .trim()
    .max(CONTACT_LIMITS.phone, "Please enter a valid phone number")
    .refine((value) => value === "" || (/^[+\d\s().-]+$/.test(value) && value.replace(/\D/g, "").length >= 7), "Please enter a valid phone number")
    .nullish()
    .transform((value) => value || undefined),
  subject: z
    .string({ error: "Please enter a subject" })
    .trim()
    .min(3, "Please enter a subject")
    .max(CONTACT_LIMITS.subject, "Subject must be at most 150 characters")
    .refine(isSingleLine, "Subject must be a single line"),
  message: z
    .string({ error: "Please write your message" })
    .trim()
    .min(10, "Your message must be at least 10 characters")
    .max(CONTACT_LIMITS.message, "Your message must be at most 5,000 characters"),
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

/** GET /api/site-info's answer: the company details and whether payments are real ("test": every page shows a banner). */
export const siteInfoResponseSchema = siteInfoSchema.extend({ paymentsMode: z.enum(["live", "test"]) });
export type SiteInfoResponse = z.infer<typeof siteInfoResponseSchema>;

export const CONTACT_SUCCESS_MESSAGE = "Thank you for your message. We'll get back to you within one business day.";
export const LAUNCH_SUBSCRIBED_MESSAGE = "Thanks! We'll e-mail you as soon as we launch.";
export const LAUNCH_ALREADY_SUBSCRIBED_MESSAGE = "You're already on the list. We'll e-mail you as soon as we launch.";
