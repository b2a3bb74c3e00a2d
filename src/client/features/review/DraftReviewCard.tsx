import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import { AUTO_APPROVAL_DAYS } from "@shared/draft-review";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { Button } from "@/components/ui/button";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { ApproveDraftButton } from "./ApproveDraftButton";
import { RequestRevisionButton } from "./RequestRevisionButton";
import { DeletedOn } from "@/features/files/DeletedOn";
import { useOrderFiles } from "@/features/files/use-order-files";

const draftUrl = (translationId: number) => `/api/deliverables/translations/${translationId}/download`;

/**
 * The draft review on the customer's order page (docs/delivery.md, "Customer review"): a banner while a draft waits for them, each
 * document's delivered versions (download), approve or request a revision; a notice while the revision is made.
 * Reading the order changes nothing: past the date, the scheduled review.auto-approve job approves it within minutes.
 */
export function DraftReviewCard({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation("review");
  const f = useOrderFormat();
  const deletedAt = useOrderFiles(order.id).data?.deletedAt;
  if (!order.reviewStatus) return null;
  const awaiting = order.reviewStatus === "awaiting_review" && order.status === "processing";
  return (
    <section
      data-testid="draft-review"
      aria-label={t("region")}
      className="mb-6 rounded-lg border border-blue-200 bg-blue-50/60 p-4"
    >
      {awaiting && (
        <div role="status">
          <h2 className="text-lg font-semibold">{t("readyTitle")}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t("readyText")}
            {order.autoApprovalAt &&
              (new Date(order.autoApprovalAt).getTime() > Date.now()
                ? t("autoApproval", { date: f.dateTime(order.autoApprovalAt) })
                : t("autoApprovalPending", { days: AUTO_APPROVAL_DAYS, date: f.dateTime(order.autoApprovalAt) }))}
          </p>
        </div>
      )}
      {order.reviewStatus === "revision_requested" && (
        <p role="status" data-testid="revision-notice" className="font-medium">
          {t("revisionNotice")}
        </p>
      )}
      {order.reviewStatus === "approved" && (
        <p role="status" className="font-medium">
          {t("approvedText")}
          {order.reviewApprovedAutomatically ? t("approvedAuto") : ""}
          {order.reviewApprovedAt && t("approvedOn", { date: f.dateTime(order.reviewApprovedAt) })}.
        </p>
      )}
      <ul className="mt-4 divide-y rounded-md border bg-background">
        {order.drafts.map((draft) => (
          <li key={draft.documentId} data-testid="draft-document" className="p-3">
            <p className="font-medium">{draft.originalFilename}</p>
            <ol className="mt-1 space-y-1 text-sm" aria-label={t("versionsOf", { name: draft.originalFilename })}>
              {draft.versions.map((version, index) => (
                <li key={version.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {t("version", { version: version.version, date: f.dateTime(version.uploadedAt) })}
                    {index === 0 && <span className="ml-2 text-xs font-semibold text-primary">{t("current")}</span>}
                  </span>
                  {deletedAt ? (
                    <DeletedOn date={deletedAt} />
                  ) : (
                    <Button asChild size="sm" variant="ghost">
                      <a
                        href={draftUrl(version.id)}
                        download
                        aria-label={t("downloadVersion", { version: version.version, name: draft.originalFilename })}
                      >
                        <Download aria-hidden="true" /> {t("download")}
                      </a>
                    </Button>
                  )}
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
