import { CONTACT_SUCCESS_MESSAGE, type ContactMessage } from "../../shared/schemas/marketing";
import type { Language } from "../../shared/i18n/languages";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema/marketing";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";
import { claimContactConfirmation } from "./claim-contact-confirmation";
import { contactAcknowledgement } from "./contact-acknowledgement";

type SubmitContactMessageOptions = { db: Database; mailer: Mailer; input: ContactMessage; language: Language; publicUrl: string };

/**
 * Stores a contact-form message and reports it, with its text, to the agency every time. The sender gets a fixed
 * acknowledgement at most once a day per inbox (claim-contact-confirmation.ts); the answer is the same either way,
 * so the form does not tell whether an address wrote before.
 */
export async function submitContactMessage({ db, mailer, input, language, publicUrl }: SubmitContactMessageOptions) {
  const agencyEmail = await readSetting(db, "agency_notification_email");
  const mail: number[] = [];
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, phone: input.phone ?? null, subject: input.subject, message: input.message })
      .returning({ id: contactMessages.id });
    mail.push(
      await mailer.queue(tx, {
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
      }),
    );
    if (await claimContactConfirmation(tx, input.email)) mail.push(await mailer.queue(tx, contactAcknowledgement(input.email, publicUrl, language)));
    return stored.id;
  });
  await mailer.dispatch(mail);
  return { id, message: CONTACT_SUCCESS_MESSAGE };
}
