import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Check, X } from "lucide-react";
import { calendarDateIn, isoDate } from "@shared/delivery";
import { useDeliveryOptions } from "@/features/delivery/use-delivery-date";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useHydrated } from "@/hooks/use-hydrated";
import { cn } from "@/lib/utils";

/**
 * "Need it by": a date, and every plan with and without rush marked as delivered by then or too late, from the one
 * delivery rule (shared/delivery.ts, decision 035) the order and its e-mails use.
 */
export function NeedByDate() {
  const { t } = useTranslation("site");
  const f = useOrderFormat();
  const hydrated = useHydrated();
  const [needBy, setNeedBy] = useState("");
  const options = useDeliveryOptions(needBy || null);
  // Today in New York: earlier days cannot be met by anything.
  const today = hydrated ? isoDate(calendarDateIn(new Date())) : undefined;
  const fastest = options?.reduce((best, option) => (option.date < best.date ? option : best));
  return (
    <div className="space-y-2">
      <label className="text-sm font-medium leading-none" htmlFor="quote-need-by">
        {t("quote.needBy")}
      </label>
      <input
        id="quote-need-by"
        type="date"
        min={today}
        value={needBy}
        onChange={(event) => setNeedBy(event.target.value)}
        aria-describedby="quote-need-by-hint"
        className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <p id="quote-need-by-hint" className="text-xs text-muted-foreground">
        {t("quote.needByHint")}
      </p>
      {hydrated && needBy && options && (
        <ul className="space-y-1 text-sm" data-testid="quote-need-by-options" aria-live="polite">
          {options.map((option) => (
            <li
              key={`${option.serviceType}-${option.isRush}`}
              className={cn("flex justify-between gap-3", !option.meetsDeadline && "text-muted-foreground")}
              data-meets={option.meetsDeadline}
            >
              <span className="flex items-center gap-2">
                {option.meetsDeadline ? (
                  <Check aria-hidden="true" className="size-4 text-success" />
                ) : (
                  <X aria-hidden="true" className="size-4" />
                )}
                {t(option.isRush ? "quote.needByOptionRush" : "quote.needByOption", {
                  plan: f.service(option.serviceType),
                })}
              </span>
              <span>
                {f.longDate(option.date)}
                <span className="sr-only">
                  {" "}
                  {option.meetsDeadline ? t("quote.needByMeets") : t("quote.needByMisses")}
                </span>
              </span>
            </li>
          ))}
          {fastest && !options.some((option) => option.meetsDeadline) && (
            <li className="text-destructive">{t("quote.needByNone", { date: f.longDate(fastest.date) })}</li>
          )}
        </ul>
      )}
    </div>
  );
}
