import { eq } from "drizzle-orm";
import type { Executor } from "../db/client";
import { users } from "../db/schema/users";
import { quotedLines } from "../mail/email-text";
import type { Mailer } from "../mail/mailer";
import type { CancellationRequestRow } from "../refunds/serialize-refund";
import { readSetting } from "../settings/read-settings";

/** In the request's transaction: the agency's notice (agency_notification_email) that a customer asked to cancel a paid order. */
export async function queueAgencyCancellationNotice(options: {
  tx: Executor;
  mailer: Mailer;
  publicUrl: string;
  request: CancellationRequestRow;
}): Promise<number[]> {
  const { tx, request } = options;
  // One after the other: a transaction is one connection.
  const to = await readSetting(tx, "agency_notification_email");
  if (!to) return [];
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, request.userId))
    .limit(1);
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(" ") || "The customer";
  return [
    await options.mailer.queue(tx, {
      to,
      subject: `Cancellation requested for order #${request.orderId}`,
      text: [
        `${name} <${customer?.email ?? "unknown"}> asks to cancel the paid order #${request.orderId}.`,
        "",
        // The customer's words quoted under their name (issue 37).
        ...quotedLines(`Reason, as ${name} wrote it:`, request.reason),
        "",
        `Approve (with or without a refund) or decline it: ${options.publicUrl}/admin/orders/${request.orderId}`,
      ].join("\n"),
    }),
  ];
}
