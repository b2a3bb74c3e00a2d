import { customerHistoryNote } from "../../shared/customer-history";
import { autoApprovalDate } from "../../shared/draft-review";
import { centsToDollars } from "../../shared/money";
import type { CustomerOrderDto, OrderHistoryEntryDto, OrderWithItemsDto } from "../../shared/schemas/orders";
import type { Executor } from "../db/client";
import { loadOrderItems } from "./order-items";
import type { orderStatusHistory } from "../db/schema/orders";
import type { OrderRow } from "./change-order-status";

/**
 * The order as the API answers it: no owner id, dates as ISO strings. `filesDeletedAt`: when its files were deleted
 * (order_file_retention.purge_started_at), or null while they are kept.
 */
export function toOrderDto(order: OrderRow, filesDeletedAt: Date | null): CustomerOrderDto {
  return {
    id: order.id,
    status: order.status,
    serviceType: order.serviceType,
    translationDirection: order.translationDirection,
    wordCount: order.wordCount,
    isRush: order.isRush,
    isPhysicalDelivery: order.isPhysicalDelivery,
    includeSourceCopy: order.includeSourceCopy,
    totalPrice: centsToDollars(order.totalCents),
    totalCents: order.totalCents,
    lines: order.priceLines,
    manualPrice:
      order.manualPriceCents === null
        ? null
        : { amountCents: order.manualPriceCents, reason: order.manualPriceReason ?? "" },
    estimatedDeliveryDate: order.estimatedDeliveryDate?.toISOString() ?? null,
    shippingAddress: order.shippingAddress ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    reviewStatus: order.reviewStatus,
    draftDeliveredAt: order.draftDeliveredAt?.toISOString() ?? null,
    reviewApprovedAt: order.reviewApprovedAt?.toISOString() ?? null,
    reviewApprovedAutomatically: order.reviewApprovedAutomatically,
    autoApprovalAt:
      order.reviewStatus === "awaiting_review" && order.draftDeliveredAt
        ? autoApprovalDate(order.draftDeliveredAt).toISOString()
        : null,
    filesDeletedAt: filesDeletedAt?.toISOString() ?? null,
  };
}

export function toHistoryEntryDto(entry: typeof orderStatusHistory.$inferSelect): OrderHistoryEntryDto {
  return {
    id: entry.id,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    note: customerHistoryNote(entry.note),
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * The order with its items, as order creation and document changes answer it: both only of a pending order, whose
 * files are never deleted (only a completed or cancelled order's are).
 */
export async function toOrderWithItemsDto(db: Executor, order: OrderRow): Promise<OrderWithItemsDto> {
  return { ...toOrderDto(order, null), items: await loadOrderItems(db, order.id) };
}
