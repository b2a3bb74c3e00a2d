import type { AdminOrderPayment } from "@shared/schemas/admin";
import { formatCents } from "@shared/money";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { dateTime } from "@/features/admin/format";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";
import { InvoiceLink } from "@/features/billing/BillingDocumentLink";

export function PaymentsCard({ payments }: { payments: AdminOrderPayment[] }) {
  return (
    <DetailCard title="Payments">
      {payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No payments yet.</p>
      ) : (
        <ul className="divide-y text-sm">
          {payments.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-wrap items-center justify-between gap-2 py-3 first:pt-0 last:pb-0"
            >
              <div>
                <p className="font-medium tabular-nums">{formatCents(payment.amountCents)}</p>
                <p className="text-xs text-muted-foreground">
                  {dateTime(payment.createdAt)} · {payment.paymentMethod ?? "card"} via {payment.provider}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={payment.status} />
                {(payment.status === "paid" || payment.status === "refunded") && (
                  <InvoiceLink paymentId={payment.id} amountCents={payment.amountCents} language="account" />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
