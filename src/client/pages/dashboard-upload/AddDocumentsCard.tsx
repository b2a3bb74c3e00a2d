import { Link } from "wouter";
import type { UploadDocumentResponse } from "@shared/schemas/documents";
import type { OrderDetailDto } from "@shared/schemas/orders";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DocumentUploader } from "@/features/documents/DocumentUploader";
import { StatusBadge } from "@/features/orders/StatusBadge";

type AddDocumentsCardProps = {
  order: OrderDetailDto;
  onUploaded: (results: UploadDocumentResponse[]) => void;
  onBusyChange: (busy: boolean) => void;
};

/** The uploader while the order is pending; afterwards, why nothing more can be added. */
export function AddDocumentsCard({ order, onUploaded, onBusyChange }: AddDocumentsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Add documents</h2>
        </CardTitle>
        <CardDescription>PDF, Word (DOC, DOCX) or images (JPG, PNG). You can upload several files at once.</CardDescription>
      </CardHeader>
      <CardContent>
        {order.status === "pending" ? (
          <DocumentUploader orderId={order.id} onUploaded={onUploaded} onBusyChange={onBusyChange} />
        ) : (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            This order is <StatusBadge status={order.status} />, so documents can no longer be added.{" "}
            <Link href={`/dashboard/orders/${order.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
              View the order
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
