import { quotedLines } from "../mail/email-text";
import { CONTACT_SUCCESS_MESSAGE, type ContactMessage } from "../../shared/schemas/marketing";
import type { Language } from "../../shared/i18n/languages";
import type { SessionUser } from "../auth/sessions";
import type { Database } from "../db/client";
import { contactMessages } from "../db/schema/marketing";
import type { Mailer } from "../mail/mailer";
import { readSetting } from "../settings/read-settings";
import { claimContactConfirmation } from "./claim-contact-confirmation";
import { contactAcknowledgement } from "./contact-acknowledgement";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { notFound } from "../http/app-error";
import { accountName } from "../messages/thread-access";

/** Who wrote: "A visitor", or the signed-in customer's account and the order they picked, with the admin links. */
function writerLines({
  customer,
  orderId,
  publicUrl,
}: {
  customer: SessionUser | null;
  orderId?: number;
  publicUrl: string;
}): string[] {
  if (!customer) return ["A visitor wrote through the contact form on the website."];
  return [
    `Customer ${accountName(customer)} (account #${customer.id}, username ${customer.username}, ${customer.email}) wrote through the contact form, signed in.`,
    ...(orderId !== undefined ? [`About order #${orderId}: ${publicUrl}/admin/orders/${orderId}`] : []),
  ];
}

type SubmitContactMessageOptions = {
  db: Database;
  mailer: Mailer;
  input: ContactMessage;
  language: Language;
  publicUrl: string;
  /** The signed-in customer writing, if any: the message is linked to the account, and to `input.orderId` (theirs only). */
  customer?: SessionUser | null;
};

/**
 * Stores a contact-form message and reports it, with its text, to the agency every time. The sender gets a fixed
 * acknowledgement at most once a day per inbox (claim-contact-confirmation.ts); the answer is the same either way,
 * so the form does not tell whether an address wrote before. A signed-in customer's message names the account and
 * the order picked, with its admin link, instead of "a visitor"; an order that is not theirs is errorText("ORDER_NOT_FOUND").
 */
export async function submitContactMessage({
  db,
  mailer,
  input,
  language,
  publicUrl,
  customer = null,
}: SubmitContactMessageOptions) {
  if (input.orderId !== undefined && !customer) throw notFound("ORDER_NOT_FOUND");
  if (input.orderId !== undefined && customer)
    await getOrderOrThrow({ db, orderId: input.orderId, userId: customer.id });
  const agencyEmail = await readSetting(db, "agency_notification_email");
  const mail: number[] = [];
  const id = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        subject: input.subject,
        message: input.message,
        userId: customer?.id ?? null,
        orderId: input.orderId ?? null,
        language,
      })
      .returning({ id: contactMessages.id });
    mail.push(
      await mailer.queue(tx, {
        to: agencyEmail,
        // "Reply" in the agency's mail program writes to the sender; answers written in the inbox are kept there.
        replyTo: input.email,
        subject: `New contact message #${stored.id}: ${input.subject}`,
        text: [
          ...writerLines({ customer, orderId: input.orderId, publicUrl }),
          ``,
          `Name: ${input.name}`,
          `E-mail: ${input.email}`,
          `Phone: ${input.phone ?? "not given"}`,
          `Subject: ${input.subject}`,
          ``,
          // Their words quoted under their name: no line of it can pass for the agency's own (issue 37).
          ...quotedLines(`${input.name} wrote:`, input.message),
          ``,
          `Answer it in the inbox within one business day: ${publicUrl}/admin/inbox/${stored.id}`,
        ].join("\n"),
      }),
    );
    if (await claimContactConfirmation(tx, input.email))
      mail.push(await mailer.queue(tx, contactAcknowledgement(input.email, publicUrl, language)));
    return stored.id;
  });
  await mailer.dispatch(mail);
  return { id, message: CONTACT_SUCCESS_MESSAGE };
}
