import { and, asc, eq, inArray } from "drizzle-orm";
import { type BillingDetails, includedTaxCents, invoiceTotals } from "../../shared/billing";
import type { Language } from "../../shared/i18n/languages";
import type { Viewer } from "../auth/viewer";
import type { Executor } from "../db/client";
import { billingDocuments } from "../db/schema/billing";
import { orders } from "../db/schema/orders";
import { payments } from "../db/schema/payments";
import { refunds } from "../db/schema/refunds";
import { users } from "../db/schema/users";
import { notFound } from "../http/app-error";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import { buildPaymentReceipt } from "../payments/build-payment-receipt";
import { paymentMetadata } from "../payments/serialize-payment";
import { currentBillingDetails } from "./issue-billing-document";

type BillingDocumentRow = typeof billingDocuments.$inferSelect;

/** Everything an invoice or credit note shows, in cents; drawn by render-billing-pdf.ts. */
export type BillingDocumentContent = {
  series: "invoice" | "credit_note";
  number: string;
  issuedAt: Date;
  language: Language;
  orderId: number;
  details: BillingDetails;
  /** Invoice: the order's priced lines as sold. Credit note: the refund. Labels as stored (English). */
  lines: { label: string; amountCents: number; refundReason?: string }[];
  totalCents: number;
  /** The tax the total includes (0 without a tax rate). */
  taxCents: number;
  card: { brand: string | null; last4: string | null };
  /** Invoice: when it was paid. */
  paidAt: Date | null;
  /** Invoice: the credit notes against it. Credit note: none. */
  refunds: { number: string | null; issuedAt: Date; amountCents: number; reason: string; pending: boolean }[];
  refundedCents: number;
  /** Credit note: the invoice it corrects. */
  invoiceNumber: string | null;
};

type Options = { db: Executor; viewer: Pick<Viewer, "userId" | "isVerifiedAdmin">; language?: Language };

/** The document's order, if the viewer may see it (its customer or a verified admin): anyone else gets errorText("FILE_NOT_FOUND"). */
async function checkAccess(db: Executor, orderId: number, viewer: Options["viewer"]) {
  await getOrderOrThrow({ db, orderId, viewer }).catch(() => {
    throw notFound("FILE_NOT_FOUND");
  });
}

async function customerLanguage(db: Executor, orderId: number): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.language ?? "en";
}

/** The invoice of a payment (GET /api/payments/:id/invoice). */
export async function loadInvoice({
  db,
  viewer,
  language,
  paymentId,
}: Options & { paymentId: number }): Promise<BillingDocumentContent> {
  const [document] = await db.select().from(billingDocuments).where(eq(billingDocuments.paymentId, paymentId)).limit(1);
  if (!document) throw notFound("FILE_NOT_FOUND");
  await checkAccess(db, document.orderId, viewer);
  const receipt = await buildPaymentReceipt({ db, paymentId });
  const refundRows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const creditNotes = refundRows.length
    ? await db
        .select({ refundId: billingDocuments.refundId, number: billingDocuments.number })
        .from(billingDocuments)
        .where(
          inArray(
            billingDocuments.refundId,
            refundRows.map((refund) => refund.id),
          ),
        )
    : [];
  const counted = refundRows.filter((refund) => refund.status !== "failed");
  const { totalCents, refundedCents } = invoiceTotals(
    receipt.lines.map((line) => line.amountCents),
    counted.map((refund) => refund.amountCents),
  );
  const details = await detailsOf(db, document);
  return {
    series: "invoice",
    number: document.number,
    issuedAt: document.issuedAt,
    language: language ?? (await customerLanguage(db, document.orderId)),
    orderId: document.orderId,
    details,
    lines: receipt.lines.map((line) => ({ label: line.label, amountCents: line.amountCents })),
    totalCents,
    taxCents: includedTaxCents(totalCents, details.taxRateMilli),
    card: { brand: receipt.cardBrand, last4: receipt.cardLast4 },
    paidAt: new Date(receipt.paidAt),
    refunds: counted.map((refund) => ({
      number: creditNotes.find((note) => note.refundId === refund.id)?.number ?? null,
      issuedAt: refund.createdAt,
      amountCents: refund.amountCents,
      reason: refund.reason,
      pending: refund.status === "pending",
    })),
    refundedCents,
    invoiceNumber: null,
  };
}

/** The credit note of a refund (GET /api/refunds/:id/credit-note). */
export async function loadCreditNote({
  db,
  viewer,
  language,
  refundId,
}: Options & { refundId: number }): Promise<BillingDocumentContent> {
  const [row] = await db
    .select({ document: billingDocuments, refund: refunds, payment: payments })
    .from(billingDocuments)
    .innerJoin(refunds, eq(refunds.id, billingDocuments.refundId))
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(billingDocuments.refundId, refundId))
    .limit(1);
  if (!row) throw notFound("FILE_NOT_FOUND");
  const { document, refund, payment } = row;
  await checkAccess(db, document.orderId, viewer);
  const [invoice] = await db
    .select({ number: billingDocuments.number })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.paymentId, payment.id), eq(billingDocuments.series, "invoice")))
    .limit(1);
  const details = await detailsOf(db, document);
  const metadata = paymentMetadata(payment);
  return {
    series: "credit_note",
    number: document.number,
    issuedAt: document.issuedAt,
    language: language ?? (await customerLanguage(db, document.orderId)),
    orderId: document.orderId,
    details,
    lines: [{ label: "", amountCents: refund.amountCents, refundReason: refund.reason }],
    totalCents: refund.amountCents,
    taxCents: includedTaxCents(refund.amountCents, details.taxRateMilli),
    card: { brand: metadata.cardBrand ?? null, last4: metadata.cardLast4 ?? null },
    paidAt: null,
    refunds: [],
    refundedCents: refund.amountCents,
    invoiceNumber: invoice?.number ?? null,
  };
}

/** The details kept when the document was issued; for documents numbered by the migration, today's. */
async function detailsOf(db: Executor, document: BillingDocumentRow): Promise<BillingDetails> {
  return document.details ?? (await currentBillingDetails(db, document.orderId));
}
