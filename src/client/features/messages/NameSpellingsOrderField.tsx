import { useState } from "react";
import { IdCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { NameDraft } from "./name-draft";
import { NameSpellingsEditor } from "./NameSpellingsEditor";

/** The order form's optional "Names as in the passport": closed until the customer asks for it. */
export function NameSpellingsOrderField({ draft }: { draft: NameDraft }) {
  const { t } = useTranslation("messages");
  const [open, setOpen] = useState(draft.rows.some((row) => row.inDocument || row.inPassport));
  return (
    <section aria-labelledby="order-names-title" className="space-y-2">
      <h2 id="order-names-title" className="flex items-center gap-2 text-sm font-medium">
        <IdCard aria-hidden="true" className="size-4 text-primary" />
        {t("names.orderFormTitle")} <span className="font-normal text-muted-foreground">({t("names.optional")})</span>
      </h2>
      <p className="text-sm text-muted-foreground">{t("names.orderFormHint")}</p>
      {open ? (
        <NameSpellingsEditor draft={draft} idPrefix="order-names" />
      ) : (
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          {t("names.add")}
        </Button>
      )}
    </section>
  );
}
