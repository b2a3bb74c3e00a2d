import { and, count, eq, isNull } from "drizzle-orm";
import { assignmentRefusal, reassignmentRefusal } from "../../shared/assignment";
import type { Database, Executor } from "../db/client";
import { documents } from "../db/schema/documents";
import { orders } from "../db/schema/orders";
import { translatorJobs, translators } from "../db/schema/translators";
import { users } from "../db/schema/users";
import { badRequest, notFound, english } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { recordDirectAssignment } from "../translator-pay/record-direct-assignment";
import { assignmentEmail, unassignmentEmail } from "./job-emails";
import { markDocumentsForSegmentation } from "./mark-documents-for-segmentation";
import { recordOrderNote } from "./record-order-note";

type Options = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  orderId: number;
  translatorId: number;
  adminId: number;
};

export type AssignInTransactionOptions = {
  mailer: Mailer;
  publicUrl: string;
  orderId: number;
  translatorId: number;
  /** Recorded as the job's assigner: the admin who assigned directly or sent the accepted offer. */
  assignedBy: number | null;
  /** Who the history line names as the author. */
  changedBy: number | null;
  /** The history line; the default says "Assigned to translator …" or "Reassigned from … to …". */
  note?: (names: {
    translator: string;
    jobId: number;
    previous: { translator: string; jobId: number } | null;
  }) => string;
};

/**
 * Gives a processing order to an approved translator with the matching language pair, in the caller's transaction.
 * An order has one active job: assigning again ends the current job (its translator loses access) and starts a new
 * one. The order row is locked, so two admins (or an admin and an accepting translator) cannot create two active
 * jobs. Both translators' e-mails are queued in the transaction; the caller dispatches `mail` after the commit.
 */
export async function assignInTransaction(tx: Executor, options: AssignInTransactionOptions) {
  const { mailer, publicUrl, orderId, translatorId } = options;
  const mail: number[] = [];
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update").limit(1);
  if (!order) throw notFound("ORDER_NOT_FOUND");
  const [candidate] = await tx
    .select({ translator: translators, user: users })
    .from(translators)
    .leftJoin(users, eq(users.id, translators.userId))
    .where(eq(translators.translatorId, translatorId))
    .limit(1);
  if (!candidate) throw notFound(english("Translator not found"));
  const { translator, user } = candidate;
  const refusal = assignmentRefusal(order, { status: translator.status, languagePair: translator.languagePair, user });
  if (refusal) throw badRequest(english(refusal));

  const [active] = await tx
    .select({ job: translatorJobs, translator: translators, user: users })
    .from(translatorJobs)
    .innerJoin(translators, eq(translators.translatorId, translatorJobs.translatorId))
    .leftJoin(users, eq(users.id, translators.userId))
    .where(and(eq(translatorJobs.orderId, orderId), isNull(translatorJobs.endedAt)))
    .limit(1);
  const again = reassignmentRefusal(active ? active.job : null, translatorId);
  if (again) throw badRequest(english(again));

  const now = new Date();
  if (active)
    await tx.update(translatorJobs).set({ endedAt: now, updatedAt: now }).where(eq(translatorJobs.id, active.job.id));
  const [job] = await tx
    .insert(translatorJobs)
    .values({ orderId, translatorId, status: "Assigned", assignedBy: options.assignedBy })
    .returning();
  await tx
    .update(documents)
    .set({ status: "processing", updatedAt: now })
    .where(and(eq(documents.orderId, orderId), eq(documents.status, "uploaded")));
  const previous = active ? { translator: active.translator.fullName, jobId: active.job.id } : null;
  const note = options.note
    ? options.note({ translator: translator.fullName, jobId: job!.id, previous })
    : previous
      ? `Reassigned from ${previous.translator} (job #${previous.jobId}) to ${translator.fullName} (job #${job!.id})`
      : `Assigned to translator ${translator.fullName} (job #${job!.id})`;
  await recordOrderNote(tx, { orderId, changedBy: options.changedBy, note });
  // The workbench's segments (issue 39): the document.segment sweep reads these rows (workbench/segmentation-jobs.ts).
  const segmentationQueued = await markDocumentsForSegmentation(tx, orderId);
  const [{ documentCount }] = await tx
    .select({ documentCount: count() })
    .from(documents)
    .where(eq(documents.orderId, orderId));
  mail.push(
    await mailer.queue(
      tx,
      assignmentEmail({
        to: user!.email,
        translatorName: translator.fullName,
        jobId: job!.id,
        order,
        documentCount,
        publicUrl,
      }),
    ),
  );
  if (active && active.translator.translatorId !== translatorId) {
    mail.push(
      await mailer.queue(
        tx,
        unassignmentEmail({
          to: active.user?.email ?? active.translator.email,
          translatorName: active.translator.fullName,
          orderId,
        }),
      ),
    );
  }
  return { job: job!, order, translator, mail, segmentationQueued };
}

/**
 * The admin assigns directly (POST /api/admin/orders/:orderId/assignment): no offer to wait for. It is recorded as
 * an offer accepted on the translator's behalf, with the fee of their rates (docs/translators.md, "Offers").
 */
export async function assignTranslator({ db, mailer, publicUrl, orderId, translatorId, adminId }: Options) {
  const mail: number[] = [];
  const result = await db.transaction(async (tx) => {
    const assigned = await assignInTransaction(tx, {
      mailer,
      publicUrl,
      orderId,
      translatorId,
      assignedBy: adminId,
      changedBy: adminId,
    });
    mail.push(...assigned.mail);
    mail.push(
      ...(await recordDirectAssignment(tx, {
        mailer,
        publicUrl,
        orderId,
        translatorId,
        jobId: assigned.job.id,
        adminId,
      })),
    );
    return assigned.job;
  });
  await mailer.dispatch(mail);
  return result;
}
