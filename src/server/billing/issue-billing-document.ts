import { shownAccount } from "../../shared/account-deletion";
import { eq, sql } from "drizzle-orm";
import {
  type BillingDetails,
  type BillingSeries,
  billingNumber,
  billingYear,
  parseTaxRate,
} from "../../shared/billing";
import type { Executor } from "../db/client";
import { billingCounters, billingDocuments } from "../db/schema/billing";
import { orders } from "../db/schema/orders";
import { users } from "../db/schema/users";
import { readSetting } from "../settings/read-settings";

type Target = { series: "invoice"; paymentId: number } | { series: "credit_note"; refundId: number };

/** Seller, buyer and tax rate as they stand now: what a document issued now keeps. */
export async function currentBillingDetails(tx: Executor, orderId: number): Promise<BillingDetails> {
  const [buyer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  const [legalName, address, email, taxRate] = await Promise.all([
    readSetting(tx, "company_legal_name"),
    readSetting(tx, "company_address"),
    readSetting(tx, "company_email"),
    readSetting(tx, "invoice_tax_rate_percent"),
  ]);
  const shown = buyer ? shownAccount(buyer) : null;
  return {
    seller: { legalName, address, email },
    // First and last name, or the username when they gave none; a credit note made after the account was deleted
    // bills "Deleted customer #4" with no address (shownAccount).
    buyer: { name: shown?.name ?? "", email: shown?.email ?? "" },
    taxRateMilli: parseTaxRate(taxRate),
  };
}

/**
 * Numbers the invoice of a payment just recorded as paid, or the credit note of a refund just made, in the
 * caller's transaction (docs/billing.md). The year's counter row is taken under its lock, so numbers are given
 * one at a time, and a transaction that rolls back gives its number back: no gaps. Issuing twice for the same
 * payment or refund returns the first document.
 */
export async function issueBillingDocument(tx: Executor, target: Target & { orderId: number; issuedAt?: Date }) {
  const existing = await tx
    .select()
    .from(billingDocuments)
    .where(
      target.series === "invoice"
        ? eq(billingDocuments.paymentId, target.paymentId)
        : eq(billingDocuments.refundId, target.refundId),
    )
    .limit(1);
  if (existing[0]) return existing[0];
  const issuedAt = target.issuedAt ?? new Date();
  const series: BillingSeries = target.series;
  const year = billingYear(issuedAt);
  const [counter] = await tx
    .insert(billingCounters)
    .values({ series, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [billingCounters.series, billingCounters.year],
      set: { lastSequence: sql`${billingCounters.lastSequence} + 1` },
    })
    .returning({ sequence: billingCounters.lastSequence });
  const sequence = counter!.sequence;
  const [document] = await tx
    .insert(billingDocuments)
    .values({
      series,
      year,
      sequence,
      number: billingNumber(series, year, sequence),
      orderId: target.orderId,
      paymentId: target.series === "invoice" ? target.paymentId : null,
      refundId: target.series === "credit_note" ? target.refundId : null,
      details: await currentBillingDetails(tx, target.orderId),
      issuedAt,
    })
    .returning();
  return document!;
}
