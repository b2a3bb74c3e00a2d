import { and, eq } from "drizzle-orm";
import { shownAccount } from "../../shared/account-deletion";
import { centsToDollars, dollarsToCents } from "../../shared/money";
import type { PaymentReceiptDto } from "../../shared/schemas/payments";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { users } from "../db/schema/users";
import { badRequest, notFound, english } from "../http/app-error";
import { getSiteInfo } from "../marketing/get-site-info";
import { receiptLines } from "./receipt-lines";
import { paymentMetadata } from "./serialize-payment";

type BuildPaymentReceiptOptions = {
  db: Executor;
  paymentId: number;
  /** Set for a customer's request: only their own payments; unset for the system (the e-mailed receipt). */
  userId?: number;
};

/** The receipt of a paid payment: what was bought, for how much, when and with which card. */
export async function buildPaymentReceipt({
  db,
  paymentId,
  userId,
}: BuildPaymentReceiptOptions): Promise<PaymentReceiptDto> {
  const [row] = await db
    .select({ payment: payments, order: orders, user: users })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      userId === undefined ? eq(payments.id, paymentId) : and(eq(payments.id, paymentId), eq(orders.userId, userId)),
    )
    .limit(1);
  if (!row || row.payment.status === "pending") throw notFound("PAYMENT_NOT_FOUND");
  const { payment, order, user } = row;
  if (payment.status === "failed") throw badRequest(english("A receipt is only available for completed payments"));
  const metadata = paymentMetadata(payment);
  const site = await getSiteInfo(db);
  const stored: NonNullable<typeof metadata.receiptLines> = metadata.receiptLines ?? receiptLines(order);
  const lines = stored.map((line) => {
    // Rows paid before amounts were cents kept { label, amount } in dollars: read into cents once.
    const amountCents = line.amountCents ?? dollarsToCents(line.amount ?? 0);
    return { kind: line.kind ?? "translation", label: line.label, amountCents, amount: centsToDollars(amountCents) };
  });
  const customer = shownAccount(user);
  return {
    receiptNumber: `R-${String(payment.id).padStart(6, "0")}`,
    paymentId: payment.id,
    orderId: order.id,
    paidAt: metadata.paidAt ?? payment.updatedAt.toISOString(),
    // A deleted account's receipt stays for the accounts, naming no one (docs/security.md, "Deleting an account").
    customer: { name: customer.name, email: customer.email ?? "", language: user.language },
    lines,
    total: centsToDollars(payment.amountCents),
    totalCents: payment.amountCents,
    currency: "USD",
    cardBrand: metadata.cardBrand ?? null,
    cardLast4: metadata.cardLast4 ?? null,
    company: { name: site.companyName, address: site.companyAddress, email: site.companyEmail },
  };
}
