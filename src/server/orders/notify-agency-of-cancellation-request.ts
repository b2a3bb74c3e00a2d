import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema/users";
import type { Mailer } from "../mail/mailer";
import type { CancellationRequestRow } from "../refunds/serialize-refund";
import { readSetting } from "../settings/read-settings";

/** Tells the agency (agency_notification_email) that a customer asked to cancel a paid order. */
export async function notifyAgencyOfCancellationRequest(options: { db: Database; mailer: Mailer; publicUrl: string; request: CancellationRequestRow }) {
  const { db, request } = options;
  const [to, [customer]] = await Promise.all([
    readSetting(db, "agency_notification_email"),
    db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, request.userId)).limit(1),
  ]);
  if (!to) return;
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(" ") || "The customer";
  await options.mailer.send({
    to,
    subject: `Cancellation requested for order #${request.orderId}`,
    text: [
      `${name} <${customer?.email ?? "unknown"}> asks to cancel the paid order #${request.orderId}.`,
      "",
      `Reason: ${request.reason}`,
      "",
      `Approve (with or without a refund) or decline it: ${options.publicUrl}/admin/orders/${request.orderId}`,
    ].join("\n"),
  });
}
