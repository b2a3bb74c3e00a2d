import { useTranslation } from "react-i18next";
import { useOrderFormat } from "@/features/orders/use-order-format";

/** Where a download link was: "Deleted on <date>" once the order's files are gone. */
export function DeletedOn({ date, className }: { date: string; className?: string }) {
  const { t } = useTranslation("files");
  const f = useOrderFormat();
  return (
    <span data-testid="file-deleted" className={className ?? "text-xs text-muted-foreground"}>
      {t("deletedOn", { date: f.longDate(date) })}
    </span>
  );
}
