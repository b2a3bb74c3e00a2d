import { useTranslation } from "react-i18next";
import { Info, X } from "lucide-react";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { useOrderFormat } from "@/features/orders/use-order-format";
import type { PriceChange } from "./price-change";

/** Says in words why the price changed after an upload or a removal. The live region is always there, empty until needed. */
export function PriceChangeNotice({ change, onDismiss }: { change: PriceChange | null; onDismiss: () => void }) {
  const { t } = useTranslation("ordering");
  const f = useOrderFormat();
  // The words of describePriceChange (price-change.ts), from the catalog; amounts stay in US dollars.
  const describe = ({ from, to, wordCount, removedName }: PriceChange) => {
    const values = {
      change: t("priceChange.change", { from: formatCents(from), to: formatCents(to) }),
      words: f.words(wordCount),
      name: removedName,
    };
    if (removedName && wordCount === 0) return t("priceChange.removedNone", values);
    return t(removedName ? "priceChange.removed" : "priceChange.added", values);
  };
  return (
    <div role="status" aria-live="polite">
      {change && (
        <div
          data-testid="price-change"
          className="mb-6 flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
          <p className="flex-1">{describe(change)}</p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="-m-1 size-7 text-blue-900 hover:bg-blue-100"
            onClick={onDismiss}
            aria-label={t("files.dismiss")}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
