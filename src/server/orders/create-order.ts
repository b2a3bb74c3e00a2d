import type { CreateOrderData } from "../../shared/schemas/orders";
import type { Database } from "../db/client";
import { orders } from "../db/schema/orders";
import { recordOrderCreated } from "./change-order-status";
import { priceOrder } from "./price-order";

type CreateOrderOptions = { db: Database; userId: number; input: CreateOrderData };

/** A new pending order priced by the server, with its first history entry, in one transaction. */
export async function createOrder({ db, userId, input }: CreateOrderOptions) {
  return db.transaction(async (tx) => {
    const { totalPrice, estimatedDeliveryDate } = await priceOrder({ db: tx, ...input });
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        serviceType: input.serviceType,
        translationDirection: input.translationDirection,
        wordCount: input.wordCount,
        isRush: input.isRush,
        isPhysicalDelivery: input.isPhysicalDelivery,
        shippingAddress: input.shippingAddress,
        totalPrice,
        estimatedDeliveryDate,
      })
      .returning();
    await recordOrderCreated(tx, order, userId);
    return order;
  });
}
