import { Link, useParams } from "wouter";
import { ArrowLeft, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EmptyState } from "@/components/common/EmptyState";
import { PageHeader } from "@/components/common/PageHeader";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { ApiError } from "@/lib/api";
import { longDate } from "@/features/admin/format";
import { useAdminOrder } from "@/features/admin/use-admin-order";
import { nextStep, useUpdateOrderStatus } from "@/features/admin/use-order-status";
import { CustomerCard } from "@/features/admin/order-detail/CustomerCard";
import { DocumentsCard } from "@/features/admin/order-detail/DocumentsCard";
import { HistoryCard } from "@/features/admin/order-detail/HistoryCard";
import { OrderDeliveryPanels } from "@/features/admin/order-detail/OrderDeliveryPanels";
import { OrderSummaryCard } from "@/features/admin/order-detail/OrderSummaryCard";
import { PaymentsCard } from "@/features/admin/order-detail/PaymentsCard";
import { RefundPanel } from "@/features/admin/order-detail/RefundPanel";
import { CancellationRequestPanel } from "@/features/admin/order-detail/CancellationRequestPanel";
import { StatusChangeForm } from "@/features/admin/order-detail/StatusChangeForm";
import { ManualPriceCard } from "@/features/admin/order-detail/ManualPriceCard";
import { WordCountReviewCard } from "@/features/admin/word-count/WordCountReviewCard";
import { FulfilmentCard } from "@/features/admin/order-detail/FulfilmentCard";
import { LifecycleStateCard, PaymentStateBadge } from "@/features/admin/order-detail/LifecycleStateCard";
import { NameSpellingsCard } from "@/features/messages/NameSpellingsCard";
import { OrderThread } from "@/features/messages/OrderThread";
import { AdminFilesCard } from "@/features/files/AdminFilesCard";
import { OrderMarginCard } from "@/features/translator-pay/OrderMarginCard";
import { OrderChecksPanel } from "@/features/translation-checks/OrderChecksPanel";
import { WorkbenchStatsCard } from "@/features/workbench/WorkbenchStatsCard";
import { errorText } from "@shared/error-codes";

const backLink = (
  <Button asChild variant="outline">
    <Link href="/admin/orders">
      <ArrowLeft aria-hidden="true" />
      Back to orders
    </Link>
  </Button>
);

/** /admin/orders/:id: everything about one order, and its status control. */
export function AdminOrderDetailsPage() {
  const { id } = useParams<{ id: string }>();
  const { data: order, isLoading, error } = useAdminOrder(id);
  const update = useUpdateOrderStatus();

  if (isLoading) return <Spinner label="Loading order..." />;
  if (!order) {
    const missing = !/^\d+$/.test(id) || (error instanceof ApiError && (error.status === 404 || error.status === 400));
    return (
      <EmptyState
        icon={FileText}
        title={missing ? errorText("ORDER_NOT_FOUND") : "Error loading order"}
        description={missing ? `There is no order #${id}.` : "Please try again."}
        action={backLink}
      />
    );
  }

  const step = nextStep(order);
  return (
    <div>
      <PageHeader
        title={`Order #${order.id}`}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} />
            <PaymentStateBadge state={order.paymentState} />
            <span>Placed {longDate(order.createdAt)}</span>
          </span>
        }
        actions={
          <>
            {backLink}
            {step && (
              <Button
                disabled={update.isPending || step.refusal !== null}
                title={step.refusal ?? undefined}
                onClick={() => update.mutate({ orderId: order.id, status: step.to })}
              >
                {step.label}
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <OrderSummaryCard order={order} />
          <NameSpellingsCard orderId={order.id} viewer="agency" />
          <LifecycleStateCard order={order} />
          <FulfilmentCard order={order} />
          <DocumentsCard documents={order.documents} />
          <WorkbenchStatsCard orderId={order.id} />
          <OrderChecksPanel orderId={order.id} />
          <OrderThread orderId={order.id} viewer="agency" />
          <OrderDeliveryPanels order={order} slot="main" />
          <PaymentsCard payments={order.payments} />
          <RefundPanel orderId={order.id} />
        </div>
        <div className="space-y-6">
          <CancellationRequestPanel orderId={order.id} />
          <OrderDeliveryPanels order={order} slot="side" />
          <WordCountReviewCard order={order} />
          <OrderMarginCard orderId={order.id} />
          <ManualPriceCard order={order} />
          <StatusChangeForm order={order} />
          <CustomerCard order={order} />
          <HistoryCard history={order.history} />
          <AdminFilesCard orderId={order.id} />
        </div>
      </div>
    </div>
  );
}
