import { isRushOrder, PLAN_INCLUDES } from "../../shared/catalog";
import { defaultIncludeSourceCopy } from "../../shared/deliverable";
import type { CreateOrderData } from "../../shared/schemas/orders";
import type { Database, Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { orderItems } from "../db/schema/pricing-catalog";
import { recordInitialNameSpellings } from "../messages/name-spellings";
import { recordOrderCreated, type OrderRow } from "./change-order-status";
import { repriceOrder } from "./price-order";
import { ordersCreated } from "../observability/metrics";

type CreateOrderOptions = { db: Database; userId: number; input: CreateOrderData };

/** A new pending order with its items, priced by the server (stored lines), and its first history entry, in one transaction. */
export async function createOrder({ db, userId, input }: CreateOrderOptions) {
  const created = await db.transaction((tx) => insertOrder(tx, userId, input));
  // Counted once committed: a rolled-back order is no order (docs/operations.md, "Metrics").
  ordersCreated.inc();
  return created;
}

/**
 * The order's rows inside the caller's transaction (POST /api/orders, and a visitor's draft becoming an order):
 * the caller counts it in ordersCreated once committed.
 */
export async function insertOrder(tx: Executor, userId: number, input: CreateOrderData): Promise<OrderRow> {
  const [created] = await tx
    .insert(orders)
    .values({
      userId,
      serviceType: input.serviceType,
      translationDirection: input.translationDirection,
      // A plan that includes rush or notarization makes every order and document so (decision 035): jobs, pay and
      // the notary step read these columns.
      isRush: isRushOrder(input.serviceType, input.isRush),
      isPhysicalDelivery: input.isPhysicalDelivery,
      shippingAddress: input.shippingAddress,
      includeSourceCopy: input.includeSourceCopy ?? defaultIncludeSourceCopy(input.serviceType),
      totalCents: 0,
    })
    .returning();
  await tx.insert(orderItems).values(
    input.items.map((item, position) => ({
      orderId: created!.id,
      position,
      documentType: item.documentType,
      estimatedWordCount: item.wordCount ?? null,
      notarization: item.notarization || PLAN_INCLUDES[input.serviceType].notarization,
      extraCopies: item.extraCopies,
    })),
  );
  const order = await repriceOrder(tx, created!);
  await recordOrderCreated(tx, order, userId);
  if (input.nameSpellings)
    await recordInitialNameSpellings(tx, { orderId: order.id, userId, nameSpellings: input.nameSpellings });
  return order;
}
