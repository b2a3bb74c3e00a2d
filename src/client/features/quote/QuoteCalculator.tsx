import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CALCULATOR_ANCHOR } from "@/components/routing/SkipLink";
import { ArrowRight, Calculator } from "lucide-react";
import { useLocation } from "wouter";
import { SERVICE_TYPES, type ServiceType, type TranslationDirection } from "@shared/enums";
import { findPlan, rushPercent } from "@shared/catalog";
import { formatCents } from "@shared/money";
import { NativeSelect } from "@/components/ui/native-select";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useHydrated } from "@/hooks/use-hydrated";
import { DocumentItemsEditor, itemFieldId } from "@/features/pricing/DocumentItemsEditor";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { DocumentEstimate } from "./DocumentEstimate";
import { NeedByDate } from "./NeedByDate";
import { QuoteSummary } from "./QuoteSummary";
import { saveQuoteData } from "./quote-storage";
import { ToggleRow } from "./ToggleSwitch";
import type { QuoteCalculatorState } from "./use-quote-calculator";

// Turkish → English first. The plan, delivery range and direction names are the order screens' (orders catalog).
const DIRECTIONS: TranslationDirection[] = ["tr-en", "en-tr"];

const labelClass = "text-sm font-medium leading-none";

/** The Instant Quote Calculator (docs/public-site.md). Its state lives in the page so the pricing plans can preselect a tier. */
export function QuoteCalculator({ quote, className }: { quote: QuoteCalculatorState; className?: string }) {
  const { t } = useTranslation("site");
  const f = useOrderFormat();
  const [, navigate] = useLocation();
  const hydrated = useHydrated();
  const plan = findPlan(quote.catalog, quote.serviceType);

  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);

  // The calculator's documents, files and options become the visitor's order draft; /order goes on from there
  // (docs/ordering.md, "Files first"). quoteData stays for the dashboard's New Order form.
  async function getStarted() {
    if (!quote.quoteData || starting) return;
    saveQuoteData(quote.quoteData);
    setStarting(true);
    setStartFailed(false);
    try {
      await quote.saveDraft();
      navigate("/order");
    } catch {
      setStartFailed(true);
      setStarting(false);
    }
  }

  return (
    <section
      id={CALCULATOR_ANCHOR}
      tabIndex={-1}
      aria-labelledby="quote-title"
      className={cn("rounded-xl border bg-card p-5 text-card-foreground shadow-xl sm:p-6", className)}
    >
      <div className="mb-5 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
          <Calculator aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="quote-title" className="text-lg font-semibold leading-tight">
            {t("quote.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("quote.subtitle")}</p>
        </div>
      </div>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          getStarted();
        }}
      >
        {/* On a prerendered page the controls work once React has hydrated; until then they are
            disabled, so nothing a visitor chooses in the first moments is silently lost. */}
        <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
          <div className="grid gap-4">
            <div className="space-y-2">
              <label className={labelClass} htmlFor="quote-service-type">
                {t("quote.serviceType")}
              </label>
              <NativeSelect
                id="quote-service-type"
                value={quote.serviceType}
                onChange={(event) => quote.setServiceType(event.target.value as ServiceType)}
              >
                {SERVICE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t("quote.planOption", {
                      plan: f.service(type),
                      price: formatCents(findPlan(quote.catalog, type).pricePerWordCents),
                      range: f.deliveryRange(type),
                    })}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-2">
              <label className={labelClass} htmlFor="quote-direction">
                {t("quote.direction")}
              </label>
              <NativeSelect
                id="quote-direction"
                value={quote.translationDirection}
                onChange={(event) => quote.setTranslationDirection(event.target.value as TranslationDirection)}
              >
                {DIRECTIONS.map((direction) => (
                  <option key={direction} value={direction}>
                    {f.direction(direction)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>

          <DocumentItemsEditor
            idPrefix="quote"
            items={quote.items}
            onChange={quote.setItems}
            catalog={quote.catalog}
            serviceType={quote.serviceType}
            isPhysicalDelivery={quote.isPhysicalDelivery}
            fileSlot={(item, index) => (
              <DocumentEstimate
                id={itemFieldId("quote", "document", index)}
                file={quote.files[item.key]}
                onPick={(file) => void quote.pickFile(item.key, file)}
                onRemove={() => quote.removeFile(item.key)}
              />
            )}
            wordCountLocked={(item) => quote.files[item.key]?.status === "counted"}
          />

          <div className="space-y-3">
            <ToggleRow
              id="quote-rush"
              label={t("quote.rush")}
              hint={
                quote.rushIncluded
                  ? t("quote.rushIncluded", {
                      plan: f.service(quote.serviceType),
                      percent: rushPercent(plan.rushMultiplier),
                    })
                  : t("quote.rushHint", { percent: rushPercent(plan.rushMultiplier) })
              }
              checked={quote.isRush}
              disabled={quote.rushIncluded}
              onChange={quote.setIsRush}
            />
            <ToggleRow
              id="quote-physical"
              label={t("quote.physical")}
              hint={t("quote.physicalHint", { fee: formatCents(plan.physicalDeliveryCents) })}
              checked={quote.isPhysicalDelivery}
              onChange={quote.setIsPhysicalDelivery}
            />
          </div>

          <NeedByDate />

          <QuoteSummary quote={quote} />

          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!quote.quoteData || starting}
            data-testid="quote-get-started"
          >
            {t("quote.getStarted")}
            <ArrowRight aria-hidden="true" />
          </Button>
          {startFailed && (
            <p role="alert" className="text-center text-sm font-medium text-destructive">
              {t("quote.startFailed")}
            </p>
          )}
          <p className="text-center text-xs text-muted-foreground">{t("quote.note")}</p>
        </fieldset>
      </form>
    </section>
  );
}
