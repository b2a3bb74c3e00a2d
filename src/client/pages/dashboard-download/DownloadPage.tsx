import { Link, useParams } from "wouter";
import { ArrowLeft, Download, FileQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { DeliverableList } from "@/features/documents/DeliverableList";
import { useDeliverables } from "@/features/documents/use-deliverables";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { ApiError } from "@/lib/api";

const backToOrder = (id: string) => (
  <Button asChild variant="outline">
    <Link href={`/dashboard/orders/${id}`}>
      <ArrowLeft aria-hidden="true" />
      Order details
    </Link>
  </Button>
);

/** /dashboard/download/:id: the translated files of a completed order. */
export function DownloadPage() {
  const { id } = useParams<{ id: string }>();
  const deliverables = useDeliverables(id);
  const data = deliverables.data;
  const missing = deliverables.error instanceof ApiError && [400, 404].includes(deliverables.error.status);

  return (
    <div>
      <PageHeader
        title="Download Files"
        description={data ? <span className="flex flex-wrap items-center gap-2">Order #{id} <StatusBadge status={data.status} /></span> : `Order #${id}`}
        actions={backToOrder(id)}
      />
      {deliverables.isLoading ? (
        <Spinner label="Loading your files..." />
      ) : deliverables.error || !data ? (
        <EmptyState icon={FileQuestion} title={missing ? "Order not found" : "Error loading files"} />
      ) : data.files.length > 0 ? (
        <DeliverableList files={data.files} />
      ) : (
        <EmptyState
          icon={Download}
          title={data.status === "completed" ? "No files yet" : "Your translation is not ready yet"}
          description={
            data.status === "completed"
              ? "The translated files of this order will appear here shortly. Contact us if they do not."
              : "Translated files appear here once the translation is delivered and the order is completed."
          }
        />
      )}
    </div>
  );
}
