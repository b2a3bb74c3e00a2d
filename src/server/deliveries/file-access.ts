import type { Viewer } from "../auth/viewer";

type FileViewer = Pick<Viewer, "isVerifiedAdmin">;

/**
 * Customers receive files once the order is completed (translations are reviewed and certified before
 * that); admins see them as soon as they exist.
 */
export function canReceiveFiles(order: { status: string }, viewer: FileViewer): boolean {
  return viewer.isVerifiedAdmin || order.status === "completed";
}

/**
 * Once a draft has been delivered, its owner may download the delivered versions of the translations
 * for review (certificates still only after completion).
 */
export function canReceiveDrafts(order: { reviewStatus: string | null }, viewer: FileViewer): boolean {
  return viewer.isVerifiedAdmin || order.reviewStatus !== null;
}
