import { centsToDollars } from "../../shared/money";
import type { OrderFacts } from "../../shared/order-transitions";
import type { AdminOrder, AdminOrderCustomer } from "../../shared/schemas/admin";
import type { orders } from "../db/schema/orders";
import { users } from "../db/schema/users";

type OrderRow = typeof orders.$inferSelect;

/** The customer columns shown beside an order; selected with a join on users. */
export const customerColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** An order as the admin screens receive it: dates as ISO strings, the customer beside it. */
export function toAdminOrder(
  order: OrderRow,
  customer: AdminOrderCustomer,
  documentCount: number,
  statusFacts: OrderFacts,
): AdminOrder {
  return {
    id: order.id,
    userId: order.userId,
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
    customer,
    documentCount,
    paymentState: statusFacts.paymentState,
    reviewStatus: order.reviewStatus,
    statusFacts,
  };
}
