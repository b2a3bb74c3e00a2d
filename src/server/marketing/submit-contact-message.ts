import { CONTACT_SUCCESS_MESSAGE, type ContactMessage } from "../../shared/schemas/marketing";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema/marketing";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";
import { getSiteInfo } from "./get-site-info";

type SubmitContactMessageOptions = { db: Database; mailer: Mailer; input: ContactMessage };

/** Stores a contact-form message, reports it to the agency and acknowledges it to the sender. */
export async function submitContactMessage({ db, mailer, input }: SubmitContactMessageOptions) {
  const [stored] = await db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, phone: input.phone ?? null, subject: input.subject, message: input.message })
    .returning({ id: contactMessages.id });

  const [agencyEmail, site] = await Promise.all([readSetting(db, "agency_notification_email"), getSiteInfo(db)]);

  await mailer.send({
    to: agencyEmail,
    subject: `New contact message #${stored.id}: ${input.subject}`,
    text: [
      `A visitor wrote through the contact form on the website.`,
      ``,
      `Name: ${input.name}`,
      `E-mail: ${input.email}`,
      `Phone: ${input.phone ?? "not given"}`,
      `Subject: ${input.subject}`,
      ``,
      input.message,
      ``,
      `Reply to ${input.email} within one business day.`,
    ].join("\n"),
  });

  await mailer.send({
    to: input.email,
    subject: `We received your message - ${site.companyName}`,
    text: [
      `Dear ${input.name},`,
      ``,
      `Thank you for contacting ${site.companyName}. We received your message "${input.subject}" and a member of our team will reply within one business day (${site.businessHours}).`,
      ``,
      `If your request is urgent, call us at ${site.companyPhone}.`,
      ``,
      `Your message:`,
      input.message,
      ``,
      `Warm regards,`,
      `The ${site.companyName} team`,
      site.companyAddress,
    ].join("\n"),
  });

  return { id: stored.id, message: CONTACT_SUCCESS_MESSAGE };
}
