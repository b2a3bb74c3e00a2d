import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { FilePlus, Trash2 } from "lucide-react";
import { isPricedByWord, type PriceCatalog } from "@shared/catalog";
import type { ServiceType } from "@shared/enums";
import { ORDER_DOCUMENT_EXTENSIONS } from "@shared/file-types";
import type { DraftFileDto } from "@shared/schemas/order-draft";
import { Button } from "@/components/ui/button";
import { itemFieldId } from "@/features/pricing/DocumentItemsEditor";
import { DocumentTypeSelect, ItemAddOns } from "@/features/pricing/ItemFields";
import { numberLocale } from "@/features/orders/use-order-format";
import { COPIES_NEED_DELIVERY, type DraftItemState } from "./draft-input";
import { DraftFileLine, UploadProgress } from "./DraftFileLine";
import type { LocalUpload } from "./use-draft-editor";

type DraftItemCardProps = {
  index: number;
  item: DraftItemState;
  file?: DraftFileDto;
  /** A file being sent for this document. */
  upload?: LocalUpload;
  catalog: PriceCatalog;
  serviceType: ServiceType;
  isPhysicalDelivery: boolean;
  locked: boolean;
  onChange: (changes: Partial<DraftItemState>) => void;
  onRemove: () => void;
  onAttach: (file: File) => void;
};

/** One document of the order: its file (or "Add its file"), its type, notarization and extra copies. */
export function DraftItemCard(props: DraftItemCardProps) {
  const { index, item, file, upload, catalog, serviceType, isPhysicalDelivery, locked, onChange, onRemove } = props;
  const { t, i18n } = useTranslation("draftOrder");
  const input = useRef<HTMLInputElement>(null);
  const id = (field: string) => itemFieldId("draft", field, index);
  const n = index + 1;
  const copiesError = item.extraCopies > 0 && !isPhysicalDelivery ? COPIES_NEED_DELIVERY : undefined;

  return (
    <fieldset
      className="min-w-0 space-y-3 rounded-lg border bg-background p-3 sm:p-4"
      data-testid="draft-item"
      disabled={locked}
    >
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm font-semibold">{t("documents.documentN", { n })}</legend>
        {!locked && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-8 text-muted-foreground"
            onClick={onRemove}
            aria-label={t("documents.removeN", { n })}
          >
            <Trash2 aria-hidden="true" />
            {t("documents.remove")}
          </Button>
        )}
      </div>

      {file ? (
        <DraftFileLine file={file} />
      ) : upload ? (
        <div className="rounded-md border bg-muted/30 p-3 text-sm">
          <p className="break-all font-medium">{upload.file.name}</p>
          <UploadProgress upload={upload} />
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-dashed p-3 text-sm">
          <div className="min-w-0">
            <p className="font-medium">{t("documents.noFile")}</p>
            {isPricedByWord(item.documentType) && item.wordCount !== null && (
              <p className="text-muted-foreground">
                {t("documents.typedWords", {
                  count: item.wordCount,
                  formatted: item.wordCount.toLocaleString(numberLocale(i18n.language)),
                })}
              </p>
            )}
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            aria-label={t("documents.addFileTo", { n })}
          >
            <FilePlus aria-hidden="true" />
            {t("documents.addFile")}
          </Button>
          <input
            ref={input}
            id={id("file")}
            type="file"
            accept={ORDER_DOCUMENT_EXTENSIONS.join(",")}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const picked = event.target.files?.[0];
              event.target.value = "";
              if (picked) props.onAttach(picked);
            }}
          />
        </div>
      )}

      <DocumentTypeSelect
        id={id("document-type")}
        value={item.documentType}
        onChange={(documentType) => onChange({ documentType })}
        catalog={catalog}
        serviceType={serviceType}
      />
      <ItemAddOns
        id={id}
        notarization={item.notarization}
        extraCopies={item.extraCopies}
        onChange={onChange}
        catalog={catalog}
        serviceType={serviceType}
        extraCopiesError={copiesError}
      />
    </fieldset>
  );
}
