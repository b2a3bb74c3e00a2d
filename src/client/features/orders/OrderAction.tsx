import { Link } from "wouter";
import { statusAllows } from "@shared/order-capabilities";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { Order } from "@/features/orders/types";
import { FilesDeletedNote } from "@/features/orders/FilesDeletedNote";

/**
 * The customer's next step for an order (docs/customer-ui.md): pending → Complete Payment (to the upload page while
 * the order has no documents, since paying needs one), completed → Download Files (once its files are deleted, the
 * date they were deleted instead), otherwise View Details.
 */
export function OrderAction({ order, hasDocuments = true }: { order: Order; hasDocuments?: boolean }) {
  const { t } = useTranslation("orders");
  // The list carries no payments: the status column offers the way to checkout, where orderAllows decides.
  if (statusAllows(order.status, "pay"))
    return (
      <Button asChild size="sm">
        <Link href={hasDocuments ? `/checkout/${order.id}` : `/dashboard/upload/${order.id}`}>
          {t("action.completePayment")}
        </Link>
      </Button>
    );
  if (order.status === "completed" && order.filesDeletedAt) return <FilesDeletedNote date={order.filesDeletedAt} />;
  if (order.status === "completed")
    return (
      <Button asChild size="sm" variant="secondary">
        <Link href={`/dashboard/download/${order.id}`}>{t("action.downloadFiles")}</Link>
      </Button>
    );
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={`/dashboard/orders/${order.id}`}>{t("action.viewDetails")}</Link>
    </Button>
  );
}
