import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { CreditCard, Download, Upload } from "lucide-react";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { Button } from "@/components/ui/button";
import { CancelOrderButton } from "./CancelOrderButton";

/** What the customer can do with the order now: upload, pay and cancel while pending; download once completed. */
export function OrderNextSteps({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation("orders");
  if (order.status === "completed") {
    return (
      <Button asChild>
        <Link href={`/dashboard/download/${order.id}`}>
          <Download aria-hidden="true" />
          {t("action.downloadFiles")}
        </Link>
      </Button>
    );
  }
  if (order.status !== "pending") return null;
  return (
    <>
      <Button asChild variant="outline">
        <Link href={`/dashboard/upload/${order.id}`}>
          <Upload aria-hidden="true" />
          {t("action.uploadDocuments")}
        </Link>
      </Button>
      {order.documents.length > 0 && (
        <Button asChild>
          <Link href={`/checkout/${order.id}`}>
            <CreditCard aria-hidden="true" />
            {t("action.completePayment")}
          </Link>
        </Button>
      )}
      <CancelOrderButton orderId={order.id} />
    </>
  );
}
