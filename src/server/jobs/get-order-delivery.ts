import { alias } from "drizzle-orm/pg-core";
import { and, desc, eq } from "drizzle-orm";
import {
  eligibleTranslators,
  needsCertificate,
  orderCompletionRefusal,
  untranslatedDocuments,
} from "../../shared/assignment";
import { orderRefusal } from "../../shared/order-capabilities";
import { reviewCompletionRefusal } from "../../shared/draft-review";
import type { AdminJobDto, AdminOrderDeliveryDto } from "../../shared/schemas/jobs";
import type { Executor } from "../db/client";
import { certificates } from "../db/schema/certificates";
import { orders } from "../db/schema/orders";
import { translatorJobs, translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { notFound } from "../http/app-error";
import { loadJobDocuments } from "./job-documents";

const assigner = alias(users, "assigner");

/** GET /api/admin/orders/:orderId/delivery: jobs, assignable translators, translated versions and certificates. */
export async function getOrderDelivery({
  db,
  orderId,
}: {
  db: Executor;
  orderId: number;
}): Promise<AdminOrderDeliveryDto> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound("ORDER_NOT_FOUND");

  const [jobRows, candidates, documents, certificateRows] = await Promise.all([
    db
      .select({ job: translatorJobs, translator: translators, assignedByUsername: assigner.username })
      .from(translatorJobs)
      .innerJoin(translators, eq(translators.translatorId, translatorJobs.translatorId))
      .leftJoin(assigner, eq(assigner.id, translatorJobs.assignedBy))
      .where(eq(translatorJobs.orderId, orderId))
      .orderBy(desc(translatorJobs.createdAt), desc(translatorJobs.id)),
    db
      .select({ translator: translators, user: users })
      .from(translators)
      .leftJoin(users, eq(users.id, translators.userId))
      .where(and(eq(translators.status, "Approved"), eq(translators.languagePair, order.translationDirection)))
      .orderBy(translators.fullName),
    loadJobDocuments(db, orderId),
    db.select().from(certificates).where(eq(certificates.orderId, orderId)).orderBy(desc(certificates.id)),
  ]);

  const jobs: AdminJobDto[] = jobRows.map(({ job, translator, assignedByUsername }) => ({
    id: job.id,
    translatorId: translator.translatorId,
    translatorName: translator.fullName,
    translatorEmail: translator.email,
    status: job.status,
    assignedAt: job.createdAt.toISOString(),
    assignedByUsername,
    completedAt: job.completedAt?.toISOString() ?? null,
    endedAt: job.endedAt?.toISOString() ?? null,
  }));
  const activeJob = jobs.find((job) => job.endedAt === null) ?? null;
  const eligible = eligibleTranslators(
    order,
    candidates.map(({ translator, user }) => ({ ...translator, user })),
  );

  return {
    orderId,
    orderStatus: order.status,
    needsCertificate: needsCertificate(order.serviceType),
    activeJob,
    pastJobs: jobs.filter((job) => job.endedAt !== null),
    translators: eligible.map((t) => ({
      translatorId: t.translatorId,
      fullName: t.fullName,
      email: t.email,
      languagePair: t.languagePair,
      category: t.category,
      experienceYears: t.experienceYears,
    })),
    assignmentRefusal: orderRefusal(order, "assign_translator")?.message ?? null,
    documents,
    certificates: certificateRows.map((row) => ({
      id: row.id,
      documentId: row.documentId,
      translationId: row.translationId,
      createdAt: row.createdAt.toISOString(),
      certificateNumber: row.certificateNumber,
      verificationCode: row.verificationCode,
      notarized: row.notarized,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      revocationReason: row.revocationReason,
      separateReason: row.separateReason,
    })),
    completionRefusal:
      orderCompletionRefusal({
        documentCount: documents.length,
        missingDocumentIds: untranslatedDocuments(
          documents.map((doc) => doc.id),
          documents.filter((doc) => doc.current).map((doc) => doc.id),
        ),
        activeJobStatus: activeJob?.status ?? null,
      }) ?? reviewCompletionRefusal({ documentCount: documents.length, reviewStatus: order.reviewStatus }),
  };
}
