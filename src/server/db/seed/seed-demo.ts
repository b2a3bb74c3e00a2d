import { DEFAULT_CATALOG } from "../../../shared/catalog";
import { priceOrder } from "../../../shared/price-order";
import { orderItems } from "../schema/pricing-catalog";
import { eq } from "drizzle-orm";
import type { Executor } from "../client";
import { orders } from "../schema/orders";
import { ensureUser } from "./seed-users";

export const DEMO_CUSTOMER = {
  username: "demo",
  email: "demo.customer@example.com",
  password: "demo-customer-2026",
  firstName: "Elif",
  lastName: "Demir",
};

const DAY = 24 * 60 * 60 * 1000;

/** A demo customer with a few orders in different states, so a first look at the app shows something real. */
export async function seedDemoData(db: Executor): Promise<typeof DEMO_CUSTOMER | null> {
  const { user, created } = await ensureUser(db, DEMO_CUSTOMER);
  if (!created) return null;
  const existing = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id)).limit(1);
  if (existing.length > 0) return DEMO_CUSTOMER;
  const now = Date.now();
  const demo = [
    { userId: user.id, status: "completed", serviceType: "certified", translationDirection: "tr-en", wordCount: 420, estimatedDeliveryDate: new Date(now - 9 * DAY), createdAt: new Date(now - 12 * DAY) },
    { userId: user.id, status: "processing", serviceType: "premium", translationDirection: "tr-en", wordCount: 900, isRush: true, estimatedDeliveryDate: new Date(now + DAY), createdAt: new Date(now - DAY) },
    { userId: user.id, status: "pending", serviceType: "standard", translationDirection: "en-tr", wordCount: 250, isPhysicalDelivery: true, estimatedDeliveryDate: new Date(now + 4 * DAY) },
  ] as const;
  // Each demo order is one "other" document priced by the shared rule at the default rates (issue 12).
  const rows = await db.insert(orders).values(demo.map((order) => {
    const priced = priceOrder({
      serviceType: order.serviceType,
      translationDirection: order.translationDirection,
      isRush: "isRush" in order ? order.isRush : false,
      isPhysicalDelivery: "isPhysicalDelivery" in order ? order.isPhysicalDelivery : false,
      items: [{ documentType: "other", wordCount: order.wordCount }],
    }, DEFAULT_CATALOG);
    return { ...order, totalCents: priced.totalCents, priceLines: priced.lines };
  })).returning({ id: orders.id, wordCount: orders.wordCount });
  await db.insert(orderItems).values(rows.map((row) => ({ orderId: row.id, position: 0, documentType: "other" as const, estimatedWordCount: row.wordCount })));
  return DEMO_CUSTOMER;
}
