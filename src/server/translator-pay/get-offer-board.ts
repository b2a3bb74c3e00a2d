import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { eligibleTranslators } from "../../shared/assignment";
import { orderRefusal } from "../../shared/order-capabilities";
import type { AdminOffersDto } from "../../shared/schemas/translator-pay";
import { jobFee } from "../../shared/translator-pay/fee";
import { rankTranslators } from "../../shared/translator-ranking";
import { anyOf } from "../db/any-of";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { revisionRequests } from "../db/schema/review";
import { jobOffers } from "../db/schema/translator-pay";
import { translatorJobs, translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { notFound } from "../http/app-error";
import { toOfferDto } from "./open-offer";
import { loadFeeOrder } from "./order-fee-input";
import { readPayDefaults } from "./pay-settings";
import { loadPayOf } from "./translator-rates";

/** Per translator: open jobs, delivered jobs with a due date and how many on time, revision requests on their jobs. */
async function loadTrackRecords(db: Executor, translatorIds: number[]) {
  if (translatorIds.length === 0)
    return new Map<number, { openJobs: number; deliveredJobs: number; onTimeJobs: number; revisionRequests: number }>();
  const [jobs, revisions] = await Promise.all([
    db
      .select({
        translatorId: translatorJobs.translatorId,
        openJobs:
          sql<number>`count(*) filter (where ${translatorJobs.endedAt} is null and ${translatorJobs.status} in ('Assigned', 'In Progress'))`.mapWith(
            Number,
          ),
        deliveredJobs:
          sql<number>`count(*) filter (where ${translatorJobs.completedAt} is not null and ${orders.estimatedDeliveryDate} is not null)`.mapWith(
            Number,
          ),
        onTimeJobs:
          sql<number>`count(*) filter (where ${translatorJobs.completedAt} <= ${orders.estimatedDeliveryDate})`.mapWith(
            Number,
          ),
      })
      .from(translatorJobs)
      .innerJoin(orders, eq(orders.id, translatorJobs.orderId))
      .where(anyOf(translatorJobs.translatorId, translatorIds))
      .groupBy(translatorJobs.translatorId),
    db
      .select({ translatorId: translatorJobs.translatorId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(revisionRequests)
      .innerJoin(translatorJobs, eq(translatorJobs.id, revisionRequests.jobId))
      .where(anyOf(translatorJobs.translatorId, translatorIds))
      .groupBy(translatorJobs.translatorId),
  ]);
  const revisionsBy = new Map(revisions.map((row) => [row.translatorId, row.count]));
  return new Map(
    translatorIds.map((id) => {
      const row = jobs.find((candidate) => candidate.translatorId === id);
      return [
        id,
        {
          openJobs: row?.openJobs ?? 0,
          deliveredJobs: row?.deliveredJobs ?? 0,
          onTimeJobs: row?.onTimeJobs ?? 0,
          revisionRequests: revisionsBy.get(id) ?? 0,
        },
      ];
    }),
  );
}

/**
 * GET /api/admin/orders/:orderId/offers: the assignment screen. The order's offers (newest first, as they stand now)
 * and the translators who can take it, ranked (shared/translator-ranking.ts), each with the fee their rates give.
 */
export async function getOfferBoard({
  db,
  orderId,
  now = new Date(),
}: {
  db: Executor;
  orderId: number;
  now?: Date;
}): Promise<AdminOffersDto> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound("ORDER_NOT_FOUND");
  const [offerRows, candidateRows, [activeJob], feeOrder, defaults] = await Promise.all([
    db
      .select({ offer: jobOffers, translatorName: translators.fullName })
      .from(jobOffers)
      .innerJoin(translators, eq(translators.translatorId, jobOffers.translatorId))
      .where(eq(jobOffers.orderId, orderId))
      .orderBy(desc(jobOffers.createdAt), desc(jobOffers.id)),
    db
      .select({ translator: translators, user: users })
      .from(translators)
      .leftJoin(users, eq(users.id, translators.userId))
      .where(
        and(
          eq(translators.status, "Approved"),
          eq(translators.languagePair, order.translationDirection),
          isNotNull(translators.userId),
        ),
      ),
    db
      .select({ translatorId: translatorJobs.translatorId, status: translatorJobs.status })
      .from(translatorJobs)
      .where(
        and(
          eq(translatorJobs.orderId, orderId),
          isNull(translatorJobs.endedAt),
          inArray(translatorJobs.status, ["Assigned", "In Progress"]),
        ),
      )
      .limit(1),
    loadFeeOrder(db, orderId),
    readPayDefaults(db),
  ]);
  const offers = offerRows.map((row) => toOfferDto(row.offer, row.translatorName, now));
  const eligible = eligibleTranslators(
    order,
    candidateRows.map(({ translator, user }) => ({ ...translator, user })),
  );
  const ids = eligible.map((translator) => translator.translatorId);
  const [records, pay] = await Promise.all([loadTrackRecords(db, ids), loadPayOf(db, ids)]);
  const declined = new Map<number, string>();
  for (const offer of offers)
    if (offer.status === "Declined" && !declined.has(offer.translatorId))
      declined.set(offer.translatorId, offer.declineReason ?? "");

  const ranked = rankTranslators(
    {
      translationDirection: order.translationDirection,
      documentTypes: feeOrder.items.map((item) => item.documentType),
    },
    eligible.map((translator) => ({
      translatorId: translator.translatorId,
      fullName: translator.fullName,
      email: translator.email,
      experienceYears: translator.experienceYears,
      languagePair: translator.languagePair,
      category: translator.category,
      declinedReason: declined.get(translator.translatorId) ?? null,
      ...records.get(translator.translatorId)!,
    })),
  );
  return {
    orderId,
    replyHours: defaults.replyHours,
    assignmentRefusal: orderRefusal(order, "assign_translator")?.message ?? null,
    openOffer: offers.find((offer) => offer.status === "Offered") ?? null,
    offers,
    candidates: ranked.map((candidate) => {
      const translatorPay = pay.get(candidate.translatorId)!;
      const fee = jobFee(translatorPay.rates, feeOrder);
      return {
        translatorId: candidate.translatorId,
        fullName: candidate.fullName,
        email: candidate.email,
        category: candidate.category,
        experienceYears: candidate.experienceYears,
        rank: candidate.rank,
        score: candidate.score,
        categoryMatch: candidate.categoryMatch,
        openJobs: candidate.openJobs,
        deliveredJobs: candidate.deliveredJobs,
        onTimePercent: candidate.onTimePercent,
        revisionRequests: candidate.revisionRequests,
        declined: candidate.declined,
        declinedReason: candidate.declinedReason,
        reasons: candidate.reasons,
        feeCents: fee.totalCents,
        feeLines: fee.lines,
        usesDefaultRates: translatorPay.usesDefaults,
        holdsOpenJob: activeJob?.translatorId === candidate.translatorId,
      };
    }),
  };
}
