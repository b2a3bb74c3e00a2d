import { useTranslation } from "react-i18next";
import { Trash2 } from "lucide-react";
import { useOrderFormat } from "@/features/orders/use-order-format";

/** In place of Download Files once the order's files are gone (docs/customer-files.md): "Files deleted on <date>". */
export function FilesDeletedNote({ date }: { date: string }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  return (
    <p data-testid="files-deleted-note" className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Trash2 aria-hidden="true" className="size-4 shrink-0" />
      {t("action.filesDeleted", { date: f.longDate(date) })}
    </p>
  );
}
