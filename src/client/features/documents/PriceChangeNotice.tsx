import { Info, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { describePriceChange, type PriceChange } from "./price-change";

/** Says in words why the price changed after an upload or a removal. The live region is always there, empty until needed. */
export function PriceChangeNotice({ change, onDismiss }: { change: PriceChange | null; onDismiss: () => void }) {
  return (
    <div role="status" aria-live="polite">
      {change && (
        <div data-testid="price-change" className="mb-6 flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
          <p className="flex-1">{describePriceChange(change)}</p>
          <Button type="button" variant="ghost" size="icon" className="-m-1 size-7 text-blue-900 hover:bg-blue-100" onClick={onDismiss} aria-label="Dismiss">
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
