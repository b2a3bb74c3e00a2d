import { useTranslation } from "react-i18next";
import { Plus, Trash2 } from "lucide-react";
import { findPlan, isPricedByWord, type DocumentTypeId, type PriceCatalog } from "@shared/catalog";
import type { ServiceType } from "@shared/enums";
import { formatCents } from "@shared/money";
import { MAX_QUOTE_WORD_COUNT } from "@shared/pricing";
import { MAX_EXTRA_COPIES, MAX_ORDER_ITEMS } from "@shared/schemas/quote";
import { NativeSelect } from "@/components/ui/native-select";
import { Button } from "@/components/ui/button";
import { DocumentEstimate } from "@/features/quote/DocumentEstimate";
import { ToggleSwitch } from "@/features/quote/ToggleSwitch";
import { cn } from "@/lib/utils";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";
import { isNotarizationIncluded } from "./document-type-label";
import { draftItemErrors, newDraftItem, type DraftItem } from "./draft-items";

type DocumentItemsEditorProps = {
  /** Id prefix: "quote" on the landing calculator, "order" on the new-order form. */
  idPrefix: string;
  items: DraftItem[];
  onChange: (items: DraftItem[]) => void;
  catalog: PriceCatalog;
  serviceType: ServiceType;
  isPhysicalDelivery: boolean;
  /** The calculator lets a file estimate a per-word document's words (nothing is uploaded). */
  showFileEstimate?: boolean;
  /** Show errors only once the user has tried to go on (the calculator shows them at once). */
  showErrors?: boolean;
};

const fieldClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive";
const labelClass = "text-sm font-medium leading-none";

/** The first row keeps the calculator's historical ids (#quote-word-count, #quote-document); later rows get -2, -3... */
export function itemFieldId(prefix: string, field: string, index: number): string {
  return `${prefix}-${field}${index === 0 ? "" : `-${index + 1}`}`;
}

/**
 * The documents of a quote or order: a type each (flat types need no word count), word counts for per-word
 * types, notarization and extra certified copies per document. Native controls: light on the landing page.
 */
export function DocumentItemsEditor(props: DocumentItemsEditorProps) {
  const { items, onChange, idPrefix } = props;
  const { t } = useTranslation("ordering");
  const update = (key: string, changes: Partial<DraftItem>) =>
    onChange(items.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  return (
    <div className="space-y-3">
      <ol className="space-y-3" aria-label={t("editor.listLabel")}>
        {items.map((item, index) => (
          <li key={item.key}>
            <DocumentItemRow
              {...props}
              item={item}
              index={index}
              onUpdate={(changes) => update(item.key, changes)}
              onRemove={items.length > 1 ? () => onChange(items.filter((other) => other.key !== item.key)) : undefined}
            />
          </li>
        ))}
      </ol>
      {items.length < MAX_ORDER_ITEMS && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...items, newDraftItem("other", 250)])}
          id={`${idPrefix}-add-document`}
        >
          <Plus aria-hidden="true" />
          {t("editor.addDocument")}
        </Button>
      )}
    </div>
  );
}

type RowProps = DocumentItemsEditorProps & {
  item: DraftItem;
  index: number;
  onUpdate: (changes: Partial<DraftItem>) => void;
  onRemove?: () => void;
};

function DocumentItemRow({
  idPrefix,
  item,
  index,
  onUpdate,
  onRemove,
  catalog,
  serviceType,
  isPhysicalDelivery,
  showFileEstimate,
  showErrors = true,
}: RowProps) {
  const { t } = useTranslation("ordering");
  const f = useOrderFormat();
  const tm = useTranslateMessage();
  const id = (field: string) => itemFieldId(idPrefix, field, index);
  // "$60.00 flat", "$0.18/word", "$0.15/word (Certified rate)" (document-type-label.ts), in the visitor's language.
  const typePrice = (type: PriceCatalog["documentTypes"][number]) =>
    type.pricing === "flat"
      ? t("editor.flatPrice", { price: formatCents(type.priceCents ?? 0) })
      : type.pricing === "per_word"
        ? t("editor.perWordPrice", { price: formatCents(type.priceCents ?? 0) })
        : t("editor.planRatePrice", {
            price: formatCents(findPlan(catalog, serviceType).pricePerWordCents),
            plan: f.service(serviceType),
          });
  const byWord = isPricedByWord(item.documentType);
  const errors = showErrors ? draftItemErrors(item, isPhysicalDelivery) : {};
  const included = isNotarizationIncluded(serviceType);
  const number = index + 1;

  return (
    <fieldset className="space-y-3 rounded-lg border bg-background/60 p-3" data-testid={`${idPrefix}-item`}>
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm font-semibold">{t("editor.documentN", { n: number })}</legend>
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-8 text-muted-foreground"
            onClick={onRemove}
            aria-label={t("editor.removeN", { n: number })}
          >
            <Trash2 aria-hidden="true" />
            {t("editor.remove")}
          </Button>
        )}
      </div>
      <div className="space-y-2">
        <label className={labelClass} htmlFor={id("document-type")}>
          {t("editor.documentType")}
        </label>
        <NativeSelect
          id={id("document-type")}
          value={item.documentType}
          onChange={(event) => onUpdate({ documentType: event.target.value as DocumentTypeId })}
        >
          {catalog.documentTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {f.documentType(type.name)} · {typePrice(type)}
            </option>
          ))}
        </NativeSelect>
      </div>

      {byWord && (
        <>
          {showFileEstimate && (
            <DocumentEstimate id={id("document")} onEstimate={(words) => onUpdate({ wordCountText: String(words) })} />
          )}
          <div className="space-y-2">
            <label className={labelClass} htmlFor={id("word-count")}>
              {t("editor.wordCount")}
            </label>
            <input
              id={id("word-count")}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUOTE_WORD_COUNT}
              step={1}
              className={fieldClass}
              value={item.wordCountText}
              onChange={(event) => onUpdate({ wordCountText: event.target.value })}
              aria-invalid={errors.wordCount ? true : undefined}
              aria-describedby={errors.wordCount ? id("word-count-error") : undefined}
            />
            {errors.wordCount && (
              <p id={id("word-count-error")} role="alert" className="text-sm font-medium text-destructive">
                {tm(errors.wordCount)}
              </p>
            )}
          </div>
        </>
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
          <div className="min-w-0">
            <label className={labelClass} htmlFor={id("notarization")}>
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
            checked={included || item.notarization}
            onChange={(checked) => onUpdate({ notarization: checked })}
            describedBy={id("notarization-hint")}
            disabled={included}
          />
        </div>
        <div className="flex items-center justify-between gap-3 rounded-md border px-3 py-2">
          <div className="min-w-0">
            <label className={labelClass} htmlFor={id("extra-copies")}>
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
            className={cn(fieldClass, "h-9 w-16 px-2 text-center")}
            value={item.extraCopies}
            onChange={(event) => onUpdate({ extraCopies: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })}
            aria-invalid={errors.extraCopies ? true : undefined}
            aria-describedby={
              errors.extraCopies ? `${id("extra-copies-hint")} ${id("extra-copies-error")}` : id("extra-copies-hint")
            }
          />
        </div>
      </div>
      {errors.extraCopies && (
        <p id={id("extra-copies-error")} role="alert" className="text-sm font-medium text-destructive">
          {tm(errors.extraCopies)}
        </p>
      )}
    </fieldset>
  );
}
