import type { Executor } from "../db/client";
import { orderLinkKeyForSigning } from "./order-link-key";
import { signOrderLink } from "./order-link-token";

// Kept apart from order-links/ (its route and use case reach http/): the e-mails of every domain call this, and
// this folder reaches only db/, so no domain gains a path back to itself (docs/architecture.md, the dependency check).

/** The site path of an order's signed follow link, "/track/<token>", for a customer e-mail (valid 30 days). */
export async function orderFollowPath(db: Executor, orderId: number, now: Date = new Date()): Promise<string> {
  return `/track/${signOrderLink(await orderLinkKeyForSigning(db), orderId, now)}`;
}
