import { useParams } from "wouter";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/common/PageHeader";
import { OrderGate } from "@/features/orders/OrderGate";
import { OrderUploadWorkspace } from "./OrderUploadWorkspace";

/** /dashboard/upload/:orderId: add documents to an order, then go to checkout (docs/customer-ui.md). */
export function UploadPage() {
  const { t } = useTranslation("ordering");
  const { orderId } = useParams<{ orderId: string }>();
  return (
    <div>
      <PageHeader title={t("upload.title")} description={t("upload.description", { id: orderId })} />
      <OrderGate orderId={orderId}>{(order) => <OrderUploadWorkspace order={order} />}</OrderGate>
    </div>
  );
}
