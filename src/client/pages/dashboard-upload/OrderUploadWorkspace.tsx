import { useState } from "react";
import type { UploadDocumentResponse } from "@shared/schemas/documents";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { orderAllows, orderStateOf } from "@shared/order-capabilities";
import { PriceChangeNotice } from "@/features/documents/PriceChangeNotice";
import type { PriceChange } from "@/features/documents/price-change";
import { useDeleteDocument } from "@/features/documents/use-delete-document";
import { AddDocumentsCard } from "./AddDocumentsCard";
import { OrderItemsCard } from "./OrderItemsCard";
import { UploadedDocumentsCard } from "./UploadedDocumentsCard";
import { UploadOrderSummary } from "./UploadOrderSummary";

/** The upload page's body once the order has loaded: uploader and documents on the left, summary and checkout on the right. */
export function OrderUploadWorkspace({ order }: { order: OrderDetailDto }) {
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [isUploading, setIsUploading] = useState(false);

  const deletion = useDeleteDocument((result, document) => {
    setPriceChange(
      result.priceChanged
        ? {
            from: result.previousTotalCents,
            to: result.order.totalCents,
            wordCount: result.order.wordCount,
            removedName: document.originalFilename,
          }
        : null,
    );
  });

  function onUploaded(results: UploadDocumentResponse[]) {
    const first = results[0];
    const last = results[results.length - 1];
    const changed = results.some((result) => result.priceChanged) && first.previousTotalCents !== last.order.totalCents;
    setPriceChange(
      changed ? { from: first.previousTotalCents, to: last.order.totalCents, wordCount: last.order.wordCount } : null,
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div>
        <PriceChangeNotice change={priceChange} onDismiss={() => setPriceChange(null)} />
        <div className="space-y-6">
          <OrderItemsCard order={order} onUploaded={onUploaded} busy={isUploading} />
          <AddDocumentsCard order={order} onUploaded={onUploaded} onBusyChange={setIsUploading} />
          <UploadedDocumentsCard
            documents={order.documents}
            onDelete={
              orderAllows(orderStateOf(order), "remove_document") && !isUploading
                ? (document) => deletion.mutate(document)
                : undefined
            }
            deletingId={deletion.isPending ? deletion.variables?.id : undefined}
          />
        </div>
      </div>
      <UploadOrderSummary order={order} checkoutBlocked={isUploading || deletion.isPending} />
    </div>
  );
}
