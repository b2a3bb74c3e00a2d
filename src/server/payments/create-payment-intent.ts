import { coded } from "../../shared/error-codes";
import { and, count, eq, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  MIN_CARD_AMOUNT_CENTS,
  PAY_NEEDS_DOCUMENT_MESSAGE,
  PAY_TOO_LITTLE_MESSAGE,
  type CreatePaymentIntentResponse,
} from "../../shared/schemas/payments";
import { centsToDollars } from "../../shared/money";
import { wordLimitRefusalOf } from "../../shared/schemas/documents";
import type { Database } from "../db/client";
import { documents } from "../db/schema/documents";
import { payments } from "../db/schema/payments";
import { badRequest, conflict, english } from "../http/app-error";
import { assertOrderAllows, loadOrderState } from "../orders/assert-order-allows";
import { getOrderOrThrow } from "../orders/get-order-or-throw";
import type { Mailer } from "../mail/mailer";
import { readWholeNumber } from "../settings/read-settings";
import { cancelOpenIntents } from "./cancel-open-intents";
import { loadCheckoutFacts } from "./load-checkout-facts";
import { settleCapturedOpenIntents } from "./reconcile-captured-charges";
import { REUSABLE_INTENT_STATUSES, type PaymentProvider } from "./payment-provider";
import { paymentMetadata } from "./serialize-payment";

type CreatePaymentIntentOptions = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  provider: PaymentProvider;
  userId: number;
  customerEmail: string;
  orderId: number;
};

/**
 * Opens (or reopens) the card payment of the customer's pending order. The amount is the order's total as
 * the server computed it, and the row remembers the order's priced fingerprint: the charge is taken only for
 * that order as it is now (checkout-refusal.ts). An open intent for the same order, amount and fingerprint is
 * reused, so reloading the checkout page never creates a second charge; each intent is recorded as a 'pending'
 * payment row. An open intent that was charged but never recorded (the process died right after the card was
 * confirmed) is recorded first, so reopening checkout never charges the card a second time.
 */
export async function createPaymentIntent({
  db,
  mailer,
  log,
  provider,
  userId,
  customerEmail,
  orderId,
}: CreatePaymentIntentOptions): Promise<CreatePaymentIntentResponse> {
  const initial = await getOrderOrThrow({ db, orderId, userId });
  assertOrderAllows(await loadOrderState(db, initial), "pay");
  await settleCapturedOpenIntents({ db, mailer, provider, log, orderId });
  // Again after a charged but unrecorded intent was recorded. An admin may also move a paid order back to pending
  // (a recorded override); that must never charge the card twice.
  const order = await getOrderOrThrow({ db, orderId, userId });
  assertOrderAllows(await loadOrderState(db, order), "pay");
  // The price is final only once the documents are counted, so there is nothing to pay before that.
  const [{ documentCount }] = await db
    .select({ documentCount: count() })
    .from(documents)
    .where(eq(documents.orderId, orderId));
  if (documentCount === 0) throw badRequest(english(PAY_NEEDS_DOCUMENT_MESSAGE));
  // A document still being read (or that could not be read) leaves the price open.
  const facts = await loadCheckoutFacts(db, order);
  if (facts.unreadDocument === "failed") {
    const [failed] = await db
      .select({ analysisError: documents.analysisError })
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.analysisStatus, "failed")))
      .limit(1);
    // A document refused for its words says so; any other failure asks for another copy.
    throw conflict(wordLimitRefusalOf(failed?.analysisError ?? null) ?? "DOCUMENT_NOT_READ");
  }
  if (facts.unreadDocument === "pending") throw conflict("DOCUMENTS_BEING_READ");
  // The admin may have lowered the ceiling since the documents were read (docs/ordering.md, "Word limits").
  const maxWords = await readWholeNumber(db, "max_order_words");
  if (order.wordCount > maxWords) throw conflict(coded("ORDER_TOO_MANY_WORDS", { words: maxWords }));
  const amountCents = order.totalCents;
  if (amountCents < MIN_CARD_AMOUNT_CENTS) throw badRequest(english(PAY_TOO_LITTLE_MESSAGE));
  const answer = (clientSecret: string) => ({
    clientSecret,
    amount: centsToDollars(amountCents),
    amountCents,
    provider: provider.kind,
  });

  // An open checkout for another amount or other documents is stale (the order changed since): cancel it, never reuse it.
  await cancelOpenIntents({ db, provider, log, orderId, keepCurrent: true });

  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, "pending"),
        eq(payments.provider, provider.kind),
        isNotNull(payments.stripePaymentId),
      ),
    );
  const current = (row: (typeof open)[number]) => {
    const metadata = paymentMetadata(row);
    return row.amountCents === amountCents && !metadata.cancelledAt && metadata.pricedFingerprint === facts.fingerprint;
  };
  for (const row of open.filter(current)) {
    const intent = await provider.retrieve(row.stripePaymentId!);
    if (intent && intent.amountCents === amountCents && REUSABLE_INTENT_STATUSES.has(intent.status))
      return answer(intent.clientSecret);
  }

  // Two tabs opening checkout at once send the same key and get the same intent. The attempt number
  // changes the key once an earlier intent was settled (refused, or cancelled because the order changed).
  const [{ attempts }] = await db
    .select({ attempts: count() })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), isNotNull(payments.stripePaymentId)));
  const intent = await provider.createIntent({
    amountCents,
    currency: "usd",
    orderId,
    customerEmail,
    idempotencyKey: `order-${orderId}-${order.createdAt.getTime()}-${amountCents}-${attempts}`,
  });
  await db
    .insert(payments)
    .values({
      orderId,
      amountCents,
      status: "pending",
      stripePaymentId: intent.id,
      provider: provider.kind,
      metadata: { amountCents, pricedFingerprint: facts.fingerprint },
    })
    .onConflictDoNothing({ target: payments.stripePaymentId });
  return answer(intent.clientSecret);
}
