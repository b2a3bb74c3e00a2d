import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TermDto } from "@shared/schemas/termbase";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useOrderFormat } from "@/features/orders/use-order-format";

type Props = { terms: TermDto[]; onEdit: (term: TermDto) => void; onDelete: (term: TermDto) => void };

const th = "px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground";

/** The termbase's page of terms: Turkish, approved English, types, forbidden variants, last edit, actions. */
export function TermsTable({ terms, onEdit, onDelete }: Props) {
  const { t } = useTranslation("termbase");
  const format = useOrderFormat();
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[760px] text-sm">
        <thead className="border-b bg-muted/40">
          <tr>
            <th scope="col" className={th}>
              {t("columns.tr")}
            </th>
            <th scope="col" className={th}>
              {t("columns.en")}
            </th>
            <th scope="col" className={th}>
              {t("columns.documentTypes")}
            </th>
            <th scope="col" className={th}>
              {t("columns.forbidden")}
            </th>
            <th scope="col" className={th}>
              {t("columns.updated")}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t("columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.id} className="border-b last:border-0 align-top">
              <td className="px-4 py-3 font-medium" lang="tr">
                {term.tr}
                {term.note && <p className="mt-1 text-xs font-normal text-muted-foreground">{term.note}</p>}
              </td>
              <td className="px-4 py-3" lang="en">
                {term.en}
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1">
                  {term.documentTypes.length === 0 ? (
                    <span className="text-muted-foreground">{t("everyType")}</span>
                  ) : (
                    term.documentTypes.map((type) => (
                      <Badge key={type} tone="gray">
                        {t(`documentTypes.${type}`)}
                      </Badge>
                    ))
                  )}
                </div>
              </td>
              <td className="px-4 py-3 text-destructive" lang="en">
                {term.forbidden.join(" · ")}
              </td>
              <td className="px-4 py-3 text-xs text-muted-foreground">
                {format.shortDate(term.updatedAt)}
                {term.updatedByName && <p>{t("by", { name: term.updatedByName })}</p>}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onEdit(term)}
                    aria-label={t("editTerm", { term: term.tr })}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onDelete(term)}
                    aria-label={t("deleteTerm", { term: term.tr })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
