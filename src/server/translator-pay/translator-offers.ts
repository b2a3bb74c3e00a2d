import { and, count, desc, eq, gt } from "drizzle-orm";
import type { TranslatorOfferDto } from "../../shared/schemas/translator-pay";
import { offerReplyRefusal } from "../../shared/translator-pay/offers";
import { anyOf } from "../db/any-of";
import type { Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { jobOffers } from "../db/schema/translator-pay";
import { translators } from "../db/schema/translators";
import { notFound, english } from "../http/app-error";
import { toOfferDto } from "./open-offer";
import { translatorOfUser } from "./translator-rates";

function selectOffers(db: Executor) {
  return db
    .select({ offer: jobOffers, translatorName: translators.fullName, order: orders })
    .from(jobOffers)
    .innerJoin(translators, eq(translators.translatorId, jobOffers.translatorId))
    .innerJoin(orders, eq(orders.id, jobOffers.orderId))
    .$dynamic();
}

async function toTranslatorOffers(
  db: Executor,
  rows: Awaited<ReturnType<ReturnType<typeof selectOffers>["execute"]>>,
  now: Date,
): Promise<TranslatorOfferDto[]> {
  const orderIds = [...new Set(rows.map((row) => row.order.id))];
  const counts =
    orderIds.length === 0
      ? []
      : await db
          .select({ orderId: documents.orderId, count: count() })
          .from(documents)
          .where(anyOf(documents.orderId, orderIds))
          .groupBy(documents.orderId);
  const documentCount = new Map(counts.map((row) => [row.orderId, row.count]));
  return rows.map(({ offer, translatorName, order }) => ({
    ...toOfferDto(offer, translatorName, now),
    order: {
      serviceType: order.serviceType,
      translationDirection: order.translationDirection,
      wordCount: order.wordCount,
      isRush: order.isRush,
      documentCount: documentCount.get(order.id) ?? 0,
      dueDate: order.estimatedDeliveryDate?.toISOString() ?? null,
    },
    replyRefusal: offerReplyRefusal(offer, now),
  }));
}

/** GET /api/translator/offers: the signed-in translator's offers still waiting for an answer, soonest deadline first. */
export async function listTranslatorOffers({
  db,
  userId,
  now = new Date(),
}: {
  db: Executor;
  userId: number;
  now?: Date;
}): Promise<TranslatorOfferDto[]> {
  const translator = await translatorOfUser(db, userId);
  const rows = await selectOffers(db)
    .where(
      and(
        eq(jobOffers.translatorId, translator.translatorId),
        eq(jobOffers.status, "Offered"),
        gt(jobOffers.expiresAt, now),
      ),
    )
    .orderBy(jobOffers.expiresAt, jobOffers.id);
  return toTranslatorOffers(db, rows, now);
}

/** GET /api/translator/offers/:id: one of their own offers, in any state; anyone else's is "Offer not found". */
export async function getTranslatorOffer({
  db,
  userId,
  offerId,
  now = new Date(),
}: {
  db: Executor;
  userId: number;
  offerId: number;
  now?: Date;
}): Promise<TranslatorOfferDto> {
  const translator = await translatorOfUser(db, userId);
  const rows = await selectOffers(db)
    .where(and(eq(jobOffers.id, offerId), eq(jobOffers.translatorId, translator.translatorId)))
    .orderBy(desc(jobOffers.id))
    .limit(1);
  if (rows.length === 0) throw notFound(english("Offer not found"));
  return (await toTranslatorOffers(db, rows, now))[0]!;
}
