import { Download } from "lucide-react";
import type { OrderDetailDto } from "@shared/schemas/orders";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/features/orders/order-labels";
import { ApproveDraftButton } from "./ApproveDraftButton";
import { RequestRevisionButton } from "./RequestRevisionButton";

const draftUrl = (translationId: number) => `/api/deliverables/translations/${translationId}/download`;

/**
 * The draft review on the customer's order page (issue 9): a banner while a draft waits for them, each
 * document's delivered versions (download), approve or request a revision; a notice while the revision is made.
 */
export function DraftReviewCard({ order }: { order: OrderDetailDto }) {
  if (!order.reviewStatus) return null;
  const awaiting = order.reviewStatus === "awaiting_review" && order.status === "processing";
  return (
    <section data-testid="draft-review" aria-label="Translation review" className="mb-6 rounded-lg border border-blue-200 bg-blue-50/60 p-4">
      {awaiting && (
        <div role="status">
          <h2 className="text-lg font-semibold">Ready for your review</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Download the translation and check it. Approve it to receive the certified files, or request a revision.
            {order.autoApprovalAt && ` If we do not hear from you, it is approved automatically on ${formatDateTime(order.autoApprovalAt)}.`}
          </p>
        </div>
      )}
      {order.reviewStatus === "revision_requested" && (
        <p role="status" data-testid="revision-notice" className="font-medium">
          You requested a revision. Your translator is working on a new version; we will e-mail you when it is ready.
        </p>
      )}
      {order.reviewStatus === "approved" && (
        <p role="status" className="font-medium">
          You approved the translation{order.reviewApprovedAutomatically ? " (approved automatically after 5 days)" : ""}
          {order.reviewApprovedAt && ` on ${formatDateTime(order.reviewApprovedAt)}`}.
        </p>
      )}
      <ul className="mt-4 divide-y rounded-md border bg-background">
        {order.drafts.map((draft) => (
          <li key={draft.documentId} data-testid="draft-document" className="p-3">
            <p className="font-medium">{draft.originalFilename}</p>
            <ol className="mt-1 space-y-1 text-sm" aria-label={`Versions of ${draft.originalFilename}`}>
              {draft.versions.map((version, index) => (
                <li key={version.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    Version {version.version} · {formatDateTime(version.uploadedAt)}
                    {index === 0 && <span className="ml-2 text-xs font-semibold text-primary">current</span>}
                  </span>
                  <Button asChild size="sm" variant="ghost">
                    <a href={draftUrl(version.id)} download aria-label={`Download version ${version.version} of ${draft.originalFilename}`}>
                      <Download aria-hidden="true" /> Download
                    </a>
                  </Button>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      {awaiting && (
        <div className="mt-4 flex flex-wrap gap-2">
          <ApproveDraftButton orderId={order.id} />
          <RequestRevisionButton orderId={order.id} drafts={order.drafts} />
        </div>
      )}
    </section>
  );
}
