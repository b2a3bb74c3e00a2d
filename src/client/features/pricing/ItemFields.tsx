import { useTranslation } from "react-i18next";
import { findPlan, type DocumentTypeId, type PriceCatalog } from "@shared/catalog";
import type { ServiceType } from "@shared/enums";
import { formatCents } from "@shared/money";
import { MAX_EXTRA_COPIES } from "@shared/schemas/quote";
import { NativeSelect } from "@/components/ui/native-select";
import { ToggleSwitch } from "@/features/quote/ToggleSwitch";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";
import { cn } from "@/lib/utils";
import { isNotarizationIncluded } from "./document-type-label";

// The pieces of one document's row, shared by the calculator and order form (DocumentItemsEditor) and the
// files-first order page (features/order-draft): its type with the price, notarization and extra copies.

export const itemFieldClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive";
export const itemLabelClass = "text-sm font-medium leading-none";

type DocumentTypeSelectProps = {
  id: string;
  value: DocumentTypeId;
  onChange: (value: DocumentTypeId) => void;
  catalog: PriceCatalog;
  serviceType: ServiceType;
  disabled?: boolean;
};

/** "Birth certificate · $60.00 flat", "Other document · $0.15/word (Certified rate)", in the visitor's language. */
export function DocumentTypeSelect({ id, value, onChange, catalog, serviceType, disabled }: DocumentTypeSelectProps) {
  const { t } = useTranslation("ordering");
  const f = useOrderFormat();
  const typePrice = (type: PriceCatalog["documentTypes"][number]) =>
    type.pricing === "flat"
      ? t("editor.flatPrice", { price: formatCents(type.priceCents ?? 0) })
      : type.pricing === "per_word"
        ? t("editor.perWordPrice", { price: formatCents(type.priceCents ?? 0) })
        : t("editor.planRatePrice", {
            price: formatCents(findPlan(catalog, serviceType).pricePerWordCents),
            plan: f.service(serviceType),
          });
  return (
    <div className="space-y-2">
      <label className={itemLabelClass} htmlFor={id}>
        {t("editor.documentType")}
      </label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as DocumentTypeId)}
      >
        {catalog.documentTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {f.documentType(type.name)} · {typePrice(type)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

type ItemAddOnsProps = {
  /** Field ids: `${id("notarization")}`, `${id("extra-copies")}` and their hints and errors. */
  id: (field: string) => string;
  notarization: boolean;
  extraCopies: number;
  onChange: (changes: { notarization?: boolean; extraCopies?: number }) => void;
  catalog: PriceCatalog;
  serviceType: ServiceType;
  /** The copies' problem (a shared message: copies need physical delivery, 0 to 10). */
  extraCopiesError?: string;
  disabled?: boolean;
};

/** Notarization (included in Premium) and extra certified copies of one document. */
export function ItemAddOns({
  id,
  notarization,
  extraCopies,
  onChange,
  catalog,
  serviceType,
  extraCopiesError,
  disabled,
}: ItemAddOnsProps) {
  const { t } = useTranslation("ordering");
  const f = useOrderFormat();
  const tm = useTranslateMessage();
  const included = isNotarizationIncluded(serviceType);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
          <div className="min-w-0">
            <label className={itemLabelClass} htmlFor={id("notarization")}>
              {t("editor.notarization")}
            </label>
            <p id={id("notarization-hint")} className="text-xs text-muted-foreground">
              {included
                ? t("editor.everyDocument", {
                    plan: f.service(serviceType),
                    price: formatCents(catalog.addOns.notarizationCents),
                  })
                : t("editor.perDocument", { price: formatCents(catalog.addOns.notarizationCents) })}
            </p>
          </div>
          <ToggleSwitch
            id={id("notarization")}
            checked={included || notarization}
            onChange={(checked) => onChange({ notarization: checked })}
            describedBy={id("notarization-hint")}
            disabled={disabled || included}
          />
        </div>
        <div className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
          <div className="min-w-0">
            <label className={itemLabelClass} htmlFor={id("extra-copies")}>
              {t("editor.extraCopies")}
            </label>
            <p id={id("extra-copies-hint")} className="text-xs text-muted-foreground">
              {t("editor.eachMailed", { price: formatCents(catalog.addOns.extraCopyCents) })}
            </p>
          </div>
          <input
            id={id("extra-copies")}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_EXTRA_COPIES}
            step={1}
            disabled={disabled}
            className={cn(itemFieldClass, "h-9 w-16 px-2 text-center")}
            value={extraCopies}
            onChange={(event) => onChange({ extraCopies: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })}
            aria-invalid={extraCopiesError ? true : undefined}
            aria-describedby={
              extraCopiesError ? `${id("extra-copies-hint")} ${id("extra-copies-error")}` : id("extra-copies-hint")
            }
          />
        </div>
      </div>
      {extraCopiesError && (
        <p id={id("extra-copies-error")} role="alert" className="text-sm font-medium text-destructive">
          {tm(extraCopiesError)}
        </p>
      )}
    </>
  );
}
