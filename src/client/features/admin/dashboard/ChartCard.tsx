import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export type ChartTable = { columns: string[]; rows: { key: string; cells: ReactNode[] }[] };

/**
 * A chart with its figures as a table: the table is always in the page for screen readers (visually hidden while
 * the chart shows, the chart itself hidden from them), and "Show as table" puts it on screen instead of the chart.
 */
export function ChartCard({
  title,
  caption,
  summary,
  table,
  className,
  children,
}: {
  className?: string;
  title: string;
  caption?: string;
  summary?: ReactNode;
  table: ChartTable;
  children: ReactNode;
}) {
  const { t } = useTranslation("adminStats");
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={cn("flex flex-col", className)}>
      <CardHeader className="flex-row items-start justify-between gap-2 space-y-0 pb-2">
        <div>
          <h3 id={headingId} className="text-base font-semibold">
            {title}
          </h3>
          {caption && <p className="text-xs text-muted-foreground">{caption}</p>}
          {summary && <p className="mt-1 text-sm font-medium">{summary}</p>}
        </div>
        <Button type="button" variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? t("trends.showChart") : t("trends.showTable")}
        </Button>
      </CardHeader>
      <CardContent className="flex-1">
        {!asTable && (
          <div aria-hidden="true" className="h-56 w-full">
            {children}
          </div>
        )}
        <div className={asTable ? "max-h-72 overflow-auto" : "sr-only"}>
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                {table.columns.map((column, index) => (
                  <th key={column} scope="col" className={index === 0 ? "py-1 pr-2" : "py-1 pl-2 text-right"}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key} className="border-t">
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-1 pr-2 text-left font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="py-1 pl-2 text-right tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
