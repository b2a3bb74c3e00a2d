import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import type { UploadDocumentResponse } from "@shared/schemas/documents";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { orderAllows, orderStateOf } from "@shared/order-capabilities";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DocumentUploader } from "@/features/documents/DocumentUploader";
import { StatusBadge } from "@/features/orders/StatusBadge";

type AddDocumentsCardProps = {
  order: OrderDetailDto;
  onUploaded: (results: UploadDocumentResponse[]) => void;
  onBusyChange: (busy: boolean) => void;
};

/** The uploader while the order takes documents (pending, unpaid); afterwards, why nothing more can be added. */
export function AddDocumentsCard({ order, onUploaded, onBusyChange }: AddDocumentsCardProps) {
  const { t } = useTranslation("ordering");
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("upload.addTitle")}</h2>
        </CardTitle>
        <CardDescription>{t("upload.addText")}</CardDescription>
      </CardHeader>
      <CardContent>
        {orderAllows(orderStateOf(order), "add_document") ? (
          <DocumentUploader orderId={order.id} onUploaded={onUploaded} onBusyChange={onBusyChange} />
        ) : (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {t("upload.closedBefore")} <StatusBadge status={order.status} />
            {t("upload.closedAfter")}{" "}
            <Link
              href={`/dashboard/orders/${order.id}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("upload.viewOrder")}
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
