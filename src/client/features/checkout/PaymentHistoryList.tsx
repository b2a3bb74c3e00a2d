import { Link } from "wouter";
import { useTranslation } from "react-i18next";
import { formatCents } from "@shared/money";
import type { PaymentHistoryItemDto } from "@shared/schemas/payments";
import { Card } from "@/components/ui/card";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { RefundedAmountNote } from "@/features/refunds/RefundedAmountNote";
import { cardLabel } from "./card-label";
import { ReceiptDialog } from "./ReceiptDialog";
import { InvoiceLink } from "@/features/billing/BillingDocumentLink";

/** Each payment: order, date, card, amount, status, why it failed, and its receipt once paid. */
export function PaymentHistoryList({ payments }: { payments: PaymentHistoryItemDto[] }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  const tm = useTranslateMessage();
  return (
    <Card>
      <ul className="divide-y">
        {payments.map((payment) => (
          <li
            key={payment.id}
            data-testid="payment-row"
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium">
                <Link href={`/dashboard/orders/${payment.orderId}`} className="hover:text-primary hover:underline">
                  {t("orderNumber", { id: payment.orderId })}
                </Link>
                <span className="ml-2 text-muted-foreground">
                  {f.service(payment.order.serviceType)}, {f.direction(payment.order.translationDirection)}
                </span>
              </p>
              <p className="text-sm text-muted-foreground">
                {f.dateTime(payment.createdAt)} · {cardLabel(payment)}
              </p>
              {payment.status === "failed" && payment.failureMessage && (
                <p className="text-sm text-destructive">{tm(payment.failureMessage)}</p>
              )}
              <RefundedAmountNote payment={payment} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
              <span className="font-semibold tabular-nums">{formatCents(payment.amountCents)}</span>
              <StatusBadge status={payment.status} />
              {(payment.status === "paid" || payment.status === "refunded") && <ReceiptDialog paymentId={payment.id} />}
              {(payment.status === "paid" || payment.status === "refunded") && (
                <InvoiceLink paymentId={payment.id} amountCents={payment.amountCents} />
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
