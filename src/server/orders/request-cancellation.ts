import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { type CancellationRequestDto } from "../../shared/schemas/refunds";
import { pgCode } from "../auth/register-user";
import type { Database } from "../db/client";
import { cancellationRequests } from "../db/schema/refunds";
import { badRequest } from "../http/app-error";
import type { Mailer } from "../mail/mailer";
import { toCancellationRequestDto } from "../refunds/serialize-refund";
import { assertOrderAllows } from "./assert-order-allows";
import { queueAgencyCancellationNotice } from "./notify-agency-of-cancellation-request";
import { getOrderOrThrow } from "./get-order-or-throw";

type RequestCancellationOptions = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  orderId: number;
  userId: number;
  reason: string;
};

/**
 * A customer asks to cancel a paid order (processing): the request waits for an admin, who is told by e-mail
 * (queued with the request, dispatched after the commit).
 * Pending orders are cancelled directly (POST /api/orders/:id/cancel); one open request per order.
 */
export async function requestCancellation({
  db,
  mailer,
  publicUrl,
  orderId,
  userId,
  reason,
}: RequestCancellationOptions): Promise<CancellationRequestDto> {
  const mail: number[] = [];
  const request = await db
    .transaction(async (tx) => {
      const order = await getOrderOrThrow({ db: tx, orderId, userId, forUpdate: true });
      assertOrderAllows(order, "request_cancellation");
      const [open] = await tx
        .select({ id: cancellationRequests.id })
        .from(cancellationRequests)
        .where(and(eq(cancellationRequests.orderId, orderId), eq(cancellationRequests.status, "open")))
        .limit(1);
      if (open) throw badRequest("CANCELLATION_OPEN");
      const [row] = await tx.insert(cancellationRequests).values({ orderId, userId, reason }).returning();
      mail.push(...(await queueAgencyCancellationNotice({ tx, mailer, publicUrl, request: row! })));
      return row!;
    })
    .catch((error: unknown) => {
      // The partial unique index is the last word should two requests ever pass the check together.
      throw pgCode(error) === "23505" ? badRequest("CANCELLATION_OPEN") : error;
    });
  await mailer.dispatch(mail);
  return toCancellationRequestDto(request);
}
