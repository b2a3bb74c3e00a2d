import { centsToDollars } from "../../shared/money";
import type { AdminRefundDto, CancellationRequestDto, RefundDto } from "../../shared/schemas/refunds";
import type { cancellationRequests, refunds } from "../db/schema/refunds";

export type RefundRow = typeof refunds.$inferSelect;
export type CancellationRequestRow = typeof cancellationRequests.$inferSelect;

/** A refund as the customer sees it (no provider id, no admin). */
export function toRefundDto(refund: RefundRow): RefundDto {
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    orderId: refund.orderId,
    amount: centsToDollars(refund.amountCents),
    amountCents: refund.amountCents,
    reason: refund.reason,
    status: refund.status,
    createdAt: refund.createdAt.toISOString(),
  };
}

export function toAdminRefundDto(refund: RefundRow, createdByUsername: string | null): AdminRefundDto {
  return { ...toRefundDto(refund), createdBy: refund.createdBy, createdByUsername };
}

export function toCancellationRequestDto(request: CancellationRequestRow): CancellationRequestDto {
  return {
    id: request.id,
    orderId: request.orderId,
    reason: request.reason,
    status: request.status,
    resolutionNote: request.resolutionNote,
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
  };
}
