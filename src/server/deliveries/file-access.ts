import type { OrderStatus } from "../../shared/enums";
import { orderAllows } from "../../shared/order-capabilities";
import type { Viewer } from "../auth/viewer";

type FileViewer = Pick<Viewer, "isVerifiedAdmin">;

/**
 * Customers receive files once the order is completed (translations are reviewed and certified before
 * that); admins see them as soon as they exist.
 */
export function canReceiveFiles(order: { status: OrderStatus }, viewer: FileViewer): boolean {
  return viewer.isVerifiedAdmin || orderAllows(order, "download_deliverable");
}

/**
 * Once a draft has been delivered, its owner may download the delivered versions of the translations
 * for review (certificates still only after completion).
 */
export function canReceiveDrafts(order: { reviewStatus: string | null }, viewer: FileViewer): boolean {
  return viewer.isVerifiedAdmin || order.reviewStatus !== null;
}
