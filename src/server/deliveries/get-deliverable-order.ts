import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../db/client";
import { orders } from "../db/schema/orders";
import { notFound } from "../http/app-error";
import type { DeliverableViewer } from "./deliverable-viewer";

/** The order whose files the viewer may see: their own, or any for a verified admin; else "Order not found". */
export async function getDeliverableOrder({ db, orderId, viewer }: { db: Executor; orderId: number; viewer: DeliverableViewer }) {
  const conditions: SQL[] = [eq(orders.id, orderId)];
  if (!viewer.isAdmin) conditions.push(eq(orders.userId, viewer.userId));
  const [order] = await db.select().from(orders).where(and(...conditions)).limit(1);
  if (!order) throw notFound("Order");
  return order;
}

/**
 * Customers receive files once the order is completed (translations are reviewed and certified before
 * that); admins see them as soon as they exist.
 */
export function canReceiveFiles(order: { status: string }, viewer: DeliverableViewer): boolean {
  return viewer.isAdmin || order.status === "completed";
}

/**
 * Issue 9: once a draft has been delivered, its owner may download the delivered versions of the translations
 * for review (certificates still only after completion).
 */
export function canReceiveDrafts(order: { reviewStatus: string | null }, viewer: DeliverableViewer): boolean {
  return viewer.isAdmin || order.reviewStatus !== null;
}
