import { asc, eq } from "drizzle-orm";
import { type FulfilmentDto, fulfilmentSteps, trackingUrl } from "../../shared/fulfilment";
import type { Executor } from "../db/client";
import { orderFulfilmentEvents } from "../db/schema/fulfilment";
import type { OrderRow } from "../orders/change-order-status";

export type FulfilmentEventRow = typeof orderFulfilmentEvents.$inferSelect;

export async function loadFulfilmentEvents(db: Executor, orderId: number): Promise<FulfilmentEventRow[]> {
  return db
    .select()
    .from(orderFulfilmentEvents)
    .where(eq(orderFulfilmentEvents.orderId, orderId))
    .orderBy(asc(orderFulfilmentEvents.createdAt), asc(orderFulfilmentEvents.id));
}

/** The order's fulfilment steps (from the lines it was sold with) and those recorded. */
export function toFulfilmentDto(order: OrderRow, rows: FulfilmentEventRow[]): FulfilmentDto {
  return {
    steps: fulfilmentSteps(order),
    events: rows.map((row) => ({
      step: row.step,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      trackingUrl: row.carrier && row.trackingNumber ? trackingUrl(row.carrier, row.trackingNumber) : null,
      fileName: row.fileName,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
