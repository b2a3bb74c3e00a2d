import { PAYMENT_STATE_LABELS, type PaymentState } from "@shared/order-transitions";
import type { AdminOrderDetail } from "@shared/schemas/admin";
import { shortDate } from "@/features/admin/format";
import { DetailCard, DetailList } from "@/features/admin/order-detail/DetailCard";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const PAYMENT_TONES: Record<PaymentState, BadgeTone> = {
  unpaid: "amber",
  paid: "teal",
  partly_refunded: "violet",
  refunded: "rose",
};

/** Unpaid, paid, partly refunded or refunded, on the list and the detail. */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <Badge data-testid="payment-state" tone={PAYMENT_TONES[state]}>
      {PAYMENT_STATE_LABELS[state]}
    </Badge>
  );
}

const REVIEW_LABELS: Record<string, string> = {
  awaiting_review: "Waiting for the customer's review",
  revision_requested: "Revision requested",
  approved: "Approved",
};

export function reviewLabel(reviewStatus: string | null): string {
  return reviewStatus ? (REVIEW_LABELS[reviewStatus] ?? reviewStatus) : "No draft delivered yet";
}

/** Payment and review state, and the customer's revision comments with the document they concern. */
export function LifecycleStateCard({ order }: { order: AdminOrderDetail }) {
  const documentName = (documentId: number) =>
    order.documents.find((doc) => doc.id === documentId)?.title ?? `Document ${documentId}`;
  return (
    <DetailCard title="Payment and review">
      <DetailList
        items={[
          ["Payment", <PaymentStateBadge state={order.paymentState} />],
          ["Review", <span data-testid="review-state">{reviewLabel(order.reviewStatus)}</span>],
        ]}
      />
      {order.revisionRequests.length > 0 && (
        <div className="mt-4">
          <h3 className="mb-2 text-sm font-semibold">Revision comments</h3>
          <ul className="space-y-2 text-sm" aria-label="Revision comments">
            {order.revisionRequests.map((revision) => (
              <li key={revision.id} className="rounded-md border p-2">
                <p className="text-xs text-muted-foreground">
                  {documentName(revision.documentId)} · {shortDate(revision.createdAt)}
                </p>
                <p className="whitespace-pre-wrap">{revision.comment}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </DetailCard>
  );
}
