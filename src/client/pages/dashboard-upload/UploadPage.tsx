import { useParams } from "wouter";
import { PageHeader } from "@/components/common/PageHeader";
import { OrderGate } from "@/features/orders/OrderGate";
import { OrderUploadWorkspace } from "./OrderUploadWorkspace";

/** /dashboard/upload/:orderId: add documents to an order, then go to checkout (spec 2.6). */
export function UploadPage() {
  const { orderId } = useParams<{ orderId: string }>();
  return (
    <div>
      <PageHeader title="Upload Documents" description={`Order #${orderId}: add the documents to translate. We count their words to set the final price.`} />
      <OrderGate orderId={orderId}>{(order) => <OrderUploadWorkspace order={order} />}</OrderGate>
    </div>
  );
}
