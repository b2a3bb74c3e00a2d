import { ArrowRight, Calculator } from "lucide-react";
import { useLocation } from "wouter";
import { SERVICE_TYPES, type ServiceType, type TranslationDirection } from "@shared/enums";
import { DELIVERY_RANGE_LABELS } from "@shared/delivery";
import { findPlan, rushPercent } from "@shared/catalog";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useHydrated } from "@/hooks/use-hydrated";
import { DocumentItemsEditor } from "@/features/pricing/DocumentItemsEditor";
import { QuoteSummary } from "./QuoteSummary";
import { saveQuoteData } from "./quote-storage";
import { ToggleSwitch } from "./ToggleSwitch";
import type { QuoteCalculatorState } from "./use-quote-calculator";

const SERVICE_NAMES: Record<ServiceType, string> = { standard: "Standard", certified: "Certified", premium: "Premium" };

const DIRECTIONS: { value: TranslationDirection; label: string }[] = [
  { value: "tr-en", label: "Turkish → English" },
  { value: "en-tr", label: "English → Turkish" },
];

const labelClass = "text-sm font-medium leading-none";

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The Instant Quote Calculator (spec 2.4). Its state lives in the page so the pricing plans can preselect a tier. */
export function QuoteCalculator({ quote, className }: { quote: QuoteCalculatorState; className?: string }) {
  const [, navigate] = useLocation();
  const hydrated = useHydrated();
  const plan = findPlan(quote.catalog, quote.serviceType);

  function getStarted() {
    if (!quote.quoteData) return;
    saveQuoteData(quote.quoteData);
    navigate("/auth?redirect=order");
  }

  return (
    <section aria-labelledby="quote-title" className={cn("rounded-xl border bg-card p-5 text-card-foreground shadow-xl sm:p-6", className)}>
      <div className="mb-5 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
          <Calculator aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="quote-title" className="text-lg font-semibold leading-tight">
            Instant Quote Calculator
          </h2>
          <p className="text-sm text-muted-foreground">Your price in seconds, no sign-up needed.</p>
        </div>
      </div>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          getStarted();
        }}
      >
        {/* Issue 18: on a prerendered page the controls work once React has hydrated; until then they are
            disabled, so nothing a visitor chooses in the first moments is silently lost. */}
        <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
        <div className="grid gap-4">
          <div className="space-y-2">
            <label className={labelClass} htmlFor="quote-service-type">Service type</label>
            <select
              id="quote-service-type"
              className={selectClass}
              value={quote.serviceType}
              onChange={(event) => quote.setServiceType(event.target.value as ServiceType)}
            >
              {SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SERVICE_NAMES[type]} - {formatCents(findPlan(quote.catalog, type).pricePerWordCents)}/word, {DELIVERY_RANGE_LABELS[type]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-2">
            <label className={labelClass} htmlFor="quote-direction">Translation direction</label>
            <select
              id="quote-direction"
              className={selectClass}
              value={quote.translationDirection}
              onChange={(event) => quote.setTranslationDirection(event.target.value as TranslationDirection)}
            >
              {DIRECTIONS.map((direction) => (
                <option key={direction.value} value={direction.value}>
                  {direction.label}
                </option>
              ))}
            </select>
          </div>
        </div>

        <DocumentItemsEditor
          idPrefix="quote"
          items={quote.items}
          onChange={quote.setItems}
          catalog={quote.catalog}
          serviceType={quote.serviceType}
          isPhysicalDelivery={quote.isPhysicalDelivery}
          showFileEstimate
        />

        <div className="space-y-3">
          <ToggleRow
            id="quote-rush"
            label="Rush delivery"
            hint={`${rushPercent(plan.rushMultiplier)}% surcharge on translation, 24hr delivery`}
            checked={quote.isRush}
            onChange={quote.setIsRush}
          />
          <ToggleRow
            id="quote-physical"
            label="Physical delivery"
            hint={`${formatCents(plan.physicalDeliveryCents)} shipping fee, hard copy by mail`}
            checked={quote.isPhysicalDelivery}
            onChange={quote.setIsPhysicalDelivery}
          />
        </div>

        <QuoteSummary quote={quote} />

        <Button type="submit" size="lg" className="w-full" disabled={!quote.quoteData} data-testid="quote-get-started">
          Get Started Now
          <ArrowRight aria-hidden="true" />
        </Button>
        <p className="text-center text-xs text-muted-foreground">Flat-rate documents cost the same at any length. We confirm per-word counts when you upload.</p>
        </fieldset>
      </form>
    </section>
  );
}

type ToggleRowProps = { id: string; label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void };

function ToggleRow({ id, label, hint, checked, onChange }: ToggleRowProps) {
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label className={labelClass} htmlFor={id}>{label}</label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <ToggleSwitch id={id} checked={checked} onChange={onChange} describedBy={`${id}-hint`} />
    </div>
  );
}
