import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/common/PageHeader";
import { OrderDocumentList } from "@/features/documents/OrderDocumentList";
import { CancellationRequestButton } from "@/features/orders/CancellationRequestButton";
import { CancellationRequestNotice } from "@/features/orders/CancellationRequestNotice";
import { RefundList } from "@/features/refunds/RefundList";
import { OrderHistoryTimeline } from "@/features/orders/details/OrderHistoryTimeline";
import { OrderFulfilment } from "@/features/orders/details/OrderFulfilment";
import { OrderNextSteps } from "@/features/orders/details/OrderNextSteps";
import { OrderPaymentsList } from "@/features/orders/details/OrderPaymentsList";
import { WordCountReviewNotice } from "@/features/orders/details/WordCountReviewNotice";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { OrderFacts } from "@/features/orders/OrderFacts";
import { PriceBreakdown } from "@/features/orders/PriceBreakdown";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { DraftReviewCard } from "@/features/review/DraftReviewCard";
import { OrderTimeline } from "@/features/review/OrderTimeline";
import { customerStatusLabel } from "@shared/draft-review";
import { NameSpellingsCard } from "@/features/messages/NameSpellingsCard";
import { OrderThread } from "@/features/messages/OrderThread";
import { FileAccessCard } from "@/features/files/FileAccessCard";
import { OrderRatingCard } from "@/features/ratings/OrderRatingCard";
import { OrderFilesCard } from "@/features/files/OrderFilesCard";
import { useOrderFiles } from "@/features/files/use-order-files";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Summary and price, the draft review (docs/delivery.md, "Customer review"), documents, payments, the timeline and status history of one order. */
export function OrderDetailsView({ order }: { order: OrderDetailDto }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  const files = useOrderFiles(order.id).data;
  return (
    <div>
      <PageHeader
        title={t("orderNumber", { id: order.id })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge status={customerStatusLabel(order.status, order.reviewStatus ?? null)} />{" "}
            {t("details.placed", { date: f.dateTime(order.createdAt) })}
          </span>
        }
        actions={
          <>
            <OrderNextSteps order={order} />
            <CancellationRequestButton order={order} />
          </>
        }
      />
      <CancellationRequestNotice request={order.cancellationRequest ?? null} />
      <WordCountReviewNotice order={order} />
      <DraftReviewCard order={order} />
      {order.status === "completed" && (
        <div className="mb-6">
          <OrderRatingCard orderId={order.id} />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          <Section title={t("details.summary")}>
            <div className="space-y-5">
              <OrderFacts order={order} />
              <PriceBreakdown order={order} />
            </div>
          </Section>
          <OrderThread orderId={order.id} viewer="customer" />
          <Section title={t("details.documents", { count: order.documents.length })}>
            <OrderDocumentList documents={order.documents} deletedAt={files?.deletedAt} />
          </Section>
          <OrderFilesCard orderId={order.id} />
          <Section title={t("details.payments")}>
            <div className="space-y-3">
              <OrderPaymentsList payments={order.payments} />
              <RefundList refunds={order.refunds ?? []} />
            </div>
          </Section>
          <FileAccessCard orderId={order.id} />
        </div>
        <div className="space-y-6">
          <NameSpellingsCard orderId={order.id} viewer="customer" />
          <Section title={t("details.timeline")}>
            <OrderTimeline events={order.timeline ?? []} />
          </Section>
          {order.fulfilment && order.fulfilment.steps.length > 0 && (
            <Section title={t("details.fulfilment")}>
              <OrderFulfilment order={order} />
            </Section>
          )}
          <Section title={t("details.history")}>
            <OrderHistoryTimeline history={order.history} />
          </Section>
        </div>
      </div>
    </div>
  );
}
