import type { orders } from "../db/schema/orders";

/**
 * INTEGRATION HOOK (issue 17): whether an order's certificates carry a notary block. For now every Premium order
 * is notarized (spec 9: Premium includes notarization). When orders store priced lines, switch this to "the order
 * has a line of kind 'notarization'" (Premium orders always get one); nothing else decides.
 */
export function isNotarizedOrder(order: Pick<typeof orders.$inferSelect, "serviceType">): boolean {
  return order.serviceType === "premium";
}
