import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { CreditCard, Download, Upload } from "lucide-react";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { orderAllows, orderStateOf } from "@shared/order-capabilities";
import { Button } from "@/components/ui/button";
import { FilesDeletedNote } from "@/features/orders/FilesDeletedNote";
import { CancelOrderButton } from "./CancelOrderButton";

/**
 * What the customer can do with the order now (upload, pay, cancel: as the capability table allows); download once
 * completed, until its files are deleted.
 */
export function OrderNextSteps({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation("orders");
  if (order.status === "completed" && order.filesDeletedAt) return <FilesDeletedNote date={order.filesDeletedAt} />;
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
  const state = orderStateOf(order);
  return (
    <>
      {orderAllows(state, "add_document") && (
        <Button asChild variant="outline">
          <Link href={`/dashboard/upload/${order.id}`}>
            <Upload aria-hidden="true" />
            {t("action.uploadDocuments")}
          </Link>
        </Button>
      )}
      {orderAllows(state, "pay") && order.documents.length > 0 && (
        <Button asChild>
          <Link href={`/checkout/${order.id}`}>
            <CreditCard aria-hidden="true" />
            {t("action.completePayment")}
          </Link>
        </Button>
      )}
      {orderAllows(state, "cancel") && <CancelOrderButton orderId={order.id} />}
    </>
  );
}
