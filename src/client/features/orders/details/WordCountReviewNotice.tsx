import { useTranslation } from "react-i18next";
import { ClipboardCheck, ScanSearch } from "lucide-react";
import { formatCents } from "@shared/money";
import type { OrderDetailDto } from "@shared/schemas/order-detail";
import { useOrderFormat } from "@/features/orders/use-order-format";

/**
 * Before the customer pays (docs/ordering.md, "Word count review"): which documents are priced on an estimate an
 * agent will confirm, and, once an agent counted one, the new count and how the price moved. Shown while the
 * order is unpaid; the price paid stands after that.
 */
export function WordCountReviewNotice({ order }: { order: OrderDetailDto }) {
  const { t, i18n } = useTranslation("recount");
  const f = useOrderFormat();
  if (order.status !== "pending") return null;
  const waiting = order.documents.filter((document) => document.wordCountReview === "needed");
  const confirmed = order.wordCountConfirmations;
  if (waiting.length === 0 && confirmed.length === 0) return null;
  const names = new Intl.ListFormat(i18n.resolvedLanguage ?? "en", { type: "conjunction" }).format(
    waiting.map((document) => document.originalFilename),
  );
  return (
    <div className="mb-6 space-y-3">
      {waiting.length > 0 && (
        <div
          role="status"
          data-testid="word-count-review-pending"
          className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <ScanSearch aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div>
            <p className="font-medium">{t("pending.title")}</p>
            <p className="mt-1">{t("pending.body", { names, interpolation: { escapeValue: false } })}</p>
          </div>
        </div>
      )}
      {confirmed.map((row) => (
        <div
          key={row.id}
          role="status"
          data-testid="word-count-confirmed"
          className="flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950"
        >
          <ClipboardCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
          <div>
            <p className="font-medium">{t("confirmed.title")}</p>
            <p className="mt-1">
              {t(row.totalAfterCents === row.totalBeforeCents ? "confirmed.unchanged" : "confirmed.changed", {
                name: row.documentName,
                words: f.words(row.wordsAfter),
                estimate: f.words(row.wordsBefore),
                from: formatCents(row.totalBeforeCents),
                to: formatCents(row.totalAfterCents),
                interpolation: { escapeValue: false },
              })}
            </p>
          </div>
        </div>
      ))}
    </div>
  );
}
