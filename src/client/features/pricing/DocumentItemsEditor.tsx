import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Plus, Trash2 } from "lucide-react";
import { isPricedByWord, type PriceCatalog } from "@shared/catalog";
import type { ServiceType } from "@shared/enums";
import { MAX_QUOTE_WORD_COUNT } from "@shared/pricing";
import { MAX_ORDER_ITEMS } from "@shared/schemas/quote";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useTranslateMessage } from "@/lib/translate-message";
import { draftItemErrors, newDraftItem, type DraftItem } from "./draft-items";
import { DocumentTypeSelect, ItemAddOns, itemFieldClass, itemLabelClass } from "./ItemFields";

type DocumentItemsEditorProps = {
  /** Id prefix: "quote" on the landing calculator, "order" on the new-order form. */
  idPrefix: string;
  items: DraftItem[];
  onChange: (items: DraftItem[]) => void;
  catalog: PriceCatalog;
  serviceType: ServiceType;
  isPhysicalDelivery: boolean;
  /** The calculator's file of a document (uploaded into the order draft; features/quote/DocumentEstimate). */
  fileSlot?: (item: DraftItem, index: number) => ReactNode;
  /** The word count comes from the document's file: shown, not typed. */
  wordCountLocked?: (item: DraftItem) => boolean;
  /** Show errors only once the user has tried to go on (the calculator shows them at once). */
  showErrors?: boolean;
};

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
  fileSlot,
  wordCountLocked,
  showErrors = true,
}: RowProps) {
  const { t } = useTranslation("ordering");
  const tm = useTranslateMessage();
  const id = (field: string) => itemFieldId(idPrefix, field, index);
  const byWord = isPricedByWord(item.documentType);
  const errors = showErrors ? draftItemErrors(item, isPhysicalDelivery) : {};
  const locked = wordCountLocked?.(item) ?? false;
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
      <DocumentTypeSelect
        id={id("document-type")}
        value={item.documentType}
        onChange={(documentType) => onUpdate({ documentType })}
        catalog={catalog}
        serviceType={serviceType}
      />

      {fileSlot?.(item, index)}

      {byWord && (
        <div className="space-y-2">
          <label className={itemLabelClass} htmlFor={id("word-count")}>
            {t("editor.wordCount")}
          </label>
          <input
            id={id("word-count")}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUOTE_WORD_COUNT}
            step={1}
            readOnly={locked}
            className={cn(itemFieldClass, locked && "bg-muted")}
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
      )}

      <ItemAddOns
        id={id}
        notarization={item.notarization}
        extraCopies={item.extraCopies}
        onChange={onUpdate}
        catalog={catalog}
        serviceType={serviceType}
        extraCopiesError={errors.extraCopies}
      />
    </fieldset>
  );
}
