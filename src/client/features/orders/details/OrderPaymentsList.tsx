import { useTranslation } from "react-i18next";
import { formatCents } from "@shared/money";
import type { PaymentDto } from "@shared/schemas/payments";
import { cardLabel } from "@/features/checkout/card-label";
import { ReceiptDialog } from "@/features/checkout/ReceiptDialog";
import { InvoiceLink } from "@/features/billing/BillingDocumentLink";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { RefundedAmountNote } from "@/features/refunds/RefundedAmountNote";

/** The order's payments and declined attempts, with receipt links for paid ones. */
export function OrderPaymentsList({ payments }: { payments: PaymentDto[] }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  const tm = useTranslateMessage();
  if (payments.length === 0) return <p className="text-sm text-muted-foreground">{t("details.noPayments")}</p>;
  return (
    <ul className="divide-y rounded-lg border">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium">
              {formatCents(payment.amountCents)} · {cardLabel(payment)}
            </p>
            <p className="text-xs text-muted-foreground">{f.dateTime(payment.createdAt)}</p>
            {payment.status === "failed" && payment.failureMessage && (
              <p className="text-xs text-destructive">{tm(payment.failureMessage)}</p>
            )}
            <RefundedAmountNote payment={payment} />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={payment.status} />
            {(payment.status === "paid" || payment.status === "refunded") && <ReceiptDialog paymentId={payment.id} />}
            {(payment.status === "paid" || payment.status === "refunded") && (
              <InvoiceLink paymentId={payment.id} amountCents={payment.amountCents} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
