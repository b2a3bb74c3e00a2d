import { Link, useParams } from "wouter";
import { useTranslation } from "react-i18next";
import { ArrowLeft, Download, FileQuestion, FileX2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { DeliverableList } from "@/features/documents/DeliverableList";
import { useDeliverables } from "@/features/documents/use-deliverables";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { ApiError } from "@/lib/api";
import { useOrderFiles } from "@/features/files/use-order-files";
import { useOrderFormat } from "@/features/orders/use-order-format";

const backToOrder = (id: string, label: string) => (
  <Button asChild variant="outline">
    <Link href={`/dashboard/orders/${id}`}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Link>
  </Button>
);

/** /dashboard/download/:id: the translated files of a completed order. */
export function DownloadPage() {
  const { t } = useTranslation("downloads");
  const { id } = useParams<{ id: string }>();
  const deliverables = useDeliverables(id);
  const data = deliverables.data;
  const missing = deliverables.error instanceof ApiError && [400, 404].includes(deliverables.error.status);
  const { t: tFiles } = useTranslation("files");
  const f = useOrderFormat();
  const deletedAt = useOrderFiles(Number(id)).data?.deletedAt;

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={
          data ? (
            <span className="flex flex-wrap items-center gap-2">
              {t("order", { id })} <StatusBadge status={data.status} />
            </span>
          ) : (
            t("order", { id })
          )
        }
        actions={backToOrder(id, t("orderDetails"))}
      />
      {deliverables.isLoading ? (
        <Spinner label={t("loading")} />
      ) : deliverables.error || !data ? (
        <EmptyState icon={FileQuestion} title={missing ? t("notFound") : t("loadError")} />
      ) : deletedAt ? (
        <EmptyState
          icon={FileX2}
          title={tFiles("downloads.deletedTitle")}
          description={tFiles("downloads.deletedText", { date: f.longDate(deletedAt) })}
        />
      ) : data.files.length > 0 ? (
        <DeliverableList files={data.files} wholeOrder={data.wholeOrder ? { orderId: data.orderId } : null} />
      ) : (
        <EmptyState
          icon={Download}
          title={data.status === "completed" ? t("noFilesTitle") : t("notReadyTitle")}
          description={data.status === "completed" ? t("noFilesText") : t("notReadyText")}
        />
      )}
    </div>
  );
}
