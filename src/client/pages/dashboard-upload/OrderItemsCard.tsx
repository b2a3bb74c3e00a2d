import { useTranslation } from "react-i18next";
import { CircleCheck, FileText } from "lucide-react";
import { findDocumentType, isPricedByWord } from "@shared/catalog";
import type { UploadDocumentResponse } from "@shared/schemas/documents";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { orderAllows, orderStateOf } from "@shared/order-capabilities";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AttachFileButton } from "@/features/documents/AttachFileButton";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useCatalog } from "@/features/pricing/use-catalog";

type OrderItemsCardProps = {
  order: OrderDetailDto;
  onUploaded: (results: UploadDocumentResponse[]) => void;
  busy: boolean;
};

/** The ordered documents, each with its file: attach one per document; per-word documents are re-priced from its words. */
export function OrderItemsCard({ order, onUploaded, busy }: OrderItemsCardProps) {
  const { t } = useTranslation("ordering");
  const f = useOrderFormat();
  const catalog = useCatalog();
  const items = order.items ?? [];
  const canAttach = orderAllows(orderStateOf(order), "add_document");
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("upload.itemsTitle")}</h2>
        </CardTitle>
        <CardDescription>{t("upload.itemsText")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="divide-y rounded-lg border">
          {items.map((item, index) => {
            const label = t("upload.documentN", { n: index + 1 });
            const name = f.documentType(findDocumentType(catalog, item.documentType).name);
            const file = order.documents.find((document) => document.id === item.documentId);
            return (
              <li key={item.id} data-testid="order-item" className="flex flex-wrap items-center gap-3 p-3">
                <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    {label}: {name}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {!isPricedByWord(item.documentType)
                      ? t("upload.flatRate")
                      : file?.analysisStatus === "pending"
                        ? t("files.counting")
                        : t(file ? "upload.counted" : "upload.yourEstimate", {
                            words: f.words(item.wordCount ?? item.estimatedWordCount ?? 0),
                          })}
                    {item.notarization && t("upload.notarized")}
                    {item.extraCopies > 0 && t("upload.extraCopies", { count: item.extraCopies })}
                  </p>
                </div>
                {file ? (
                  <p className="flex min-w-0 items-center gap-1.5 text-sm text-success">
                    <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                    <span className="min-w-0 break-all">{file.originalFilename}</span>
                  </p>
                ) : canAttach ? (
                  <AttachFileButton
                    orderId={order.id}
                    itemId={item.id}
                    itemLabel={`${label} (${name})`}
                    onUploaded={(result) => onUploaded([result])}
                    disabled={busy}
                  />
                ) : (
                  <p className="text-sm text-muted-foreground">{t("upload.noFile")}</p>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
