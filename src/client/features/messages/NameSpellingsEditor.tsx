import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MAX_NAME_LENGTH, MAX_NAME_SPELLINGS } from "@shared/order-thread";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { EMPTY_ROW, type NameDraft } from "./name-draft";
import { useMessageText } from "./use-message-text";

/** Rows of "as written in the document → as it must appear", with add and remove; used by the order form and the order page. */
export function NameSpellingsEditor({ draft, idPrefix }: { draft: NameDraft; idPrefix: string }) {
  const { t } = useTranslation("messages");
  const say = useMessageText();
  const { rows, setRows } = draft;
  const change = (index: number, field: "inDocument" | "inPassport", value: string) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t("names.listLabel")}</legend>
      {rows.map((row, index) => (
        <div
          key={index}
          role="group"
          aria-label={t("names.rowLabel", { number: index + 1 })}
          className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <div className="space-y-1">
            <label htmlFor={`${idPrefix}-document-${index}`} className="text-xs font-medium text-muted-foreground">
              {t("names.inDocument")}
            </label>
            <Input
              id={`${idPrefix}-document-${index}`}
              value={row.inDocument}
              maxLength={MAX_NAME_LENGTH}
              placeholder={index === 0 ? t("names.exampleInDocument") : undefined}
              onChange={(event) => change(index, "inDocument", event.target.value)}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${idPrefix}-passport-${index}`} className="text-xs font-medium text-muted-foreground">
              {t("names.inPassport")}
            </label>
            <Input
              id={`${idPrefix}-passport-${index}`}
              value={row.inPassport}
              maxLength={MAX_NAME_LENGTH}
              placeholder={index === 0 ? t("names.exampleInPassport") : undefined}
              onChange={(event) => change(index, "inPassport", event.target.value)}
            />
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="text-muted-foreground hover:text-destructive"
            onClick={() => setRows(rows.length === 1 ? [EMPTY_ROW] : rows.filter((_, at) => at !== index))}
            aria-label={t("names.removeRow", { number: index + 1 })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {rows.length < MAX_NAME_SPELLINGS && (
        <Button type="button" variant="outline" size="sm" onClick={() => setRows([...rows, EMPTY_ROW])}>
          <Plus aria-hidden="true" />
          {t("names.addRow")}
        </Button>
      )}
      {draft.problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {say(draft.problem)}
        </p>
      )}
    </fieldset>
  );
}
