import type { ReactNode } from "react";
import { Link } from "wouter";
import type { AdminOrder } from "@shared/schemas/admin";
import { formatCents } from "@shared/money";
import { Card } from "@/components/ui/card";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { OrderActions } from "@/features/admin/OrderActions";
import { CustomerLines } from "@/features/admin/CustomerLines";
import { shownAccount } from "@shared/account-deletion";
import { shortDate } from "@/features/admin/format";
import { directionName, serviceName } from "@/lib/english-labels";
import { PaymentStateBadge, reviewLabel } from "@/features/admin/order-detail/LifecycleStateCard";
import { CancellationRequestedBadge } from "@/features/refunds/CancellationRequestedBadge";
import { UnreadBadge } from "@/features/messages/UnreadBadge";
import { WordCountReviewBadge } from "@/features/admin/word-count/WordCountReviewBadge";

const th = "px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground";
const td = "px-3 py-3 align-top";

function OrderLink({ order }: { order: AdminOrder }) {
  return (
    <>
      <Link href={`/admin/orders/${order.id}`} className="font-semibold text-primary hover:underline">
        #{order.id}
      </Link>
      <UnreadBadge
        orderId={order.id}
        href={`/admin/orders/${order.id}#messages`}
        language="en"
        className="ml-2 align-middle"
      />
    </>
  );
}

/** Manage Orders: a table from lg up, a card per order below. */
export function AdminOrdersTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <>
      <Card className="hidden overflow-x-auto lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Orders</caption>
          <thead className="border-b bg-muted/40">
            <tr>
              <th scope="col" className={th}>
                Order
              </th>
              <th scope="col" className={th}>
                Customer
              </th>
              <th scope="col" className={th}>
                Service
              </th>
              <th scope="col" className={`${th} text-right`}>
                Words
              </th>
              <th scope="col" className={`${th} text-right`}>
                Total
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                Payment
              </th>
              <th scope="col" className={th}>
                Created
              </th>
              <th scope="col" className={th}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {orders.map((order) => (
              <tr key={order.id} data-testid={`order-row-${order.id}`}>
                <td className={td}>
                  <OrderLink order={order} />
                </td>
                <td className={td}>
                  <CustomerLines customer={order.customer} className="max-w-48" />
                </td>
                <td className={td}>
                  <p>{serviceName(order.serviceType)}</p>
                  <p className="text-xs text-muted-foreground">{directionName(order.translationDirection)}</p>
                </td>
                <td className={`${td} text-right tabular-nums`}>{order.wordCount.toLocaleString("en-US")}</td>
                <td className={`${td} text-right tabular-nums`}>{formatCents(order.totalCents)}</td>
                <td className={td}>
                  <StatusBadge status={order.status} />
                  <CancellationRequestedBadge order={order} />
                  <WordCountReviewBadge order={order} />
                </td>
                <td className={td}>
                  <PaymentStateBadge state={order.paymentState} />
                  {order.reviewStatus && (
                    <p className="mt-1 text-xs text-muted-foreground">{reviewLabel(order.reviewStatus)}</p>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>{shortDate(order.createdAt)}</td>
                <td className={td}>
                  <OrderActions order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="space-y-3 lg:hidden">
        {orders.map((order) => (
          <li key={order.id} data-testid={`order-card-${order.id}`}>
            <Card className="space-y-3 p-4">
              <div className="flex items-center justify-between gap-3">
                <p className="font-semibold">
                  Order <OrderLink order={order} />
                </p>
                <StatusBadge status={order.status} />
                <CancellationRequestedBadge order={order} />
                <WordCountReviewBadge order={order} />
              </div>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <Field label="Customer" value={shownAccount(order.customer).name} />
                <Field label="Service" value={serviceName(order.serviceType)} />
                <Field label="Direction" value={directionName(order.translationDirection)} />
                <Field label="Words" value={order.wordCount.toLocaleString("en-US")} />
                <Field label="Total" value={formatCents(order.totalCents)} />
                <Field label="Payment" value={<PaymentStateBadge state={order.paymentState} />} />
                <Field label="Created" value={shortDate(order.createdAt)} />
              </dl>
              <OrderActions order={order} />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium">{value}</dd>
    </div>
  );
}
