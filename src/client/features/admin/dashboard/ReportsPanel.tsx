import { useState } from "react";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { REPORT_KINDS, reportQuerySchema } from "@shared/schemas/reports";
import { utcDay } from "@shared/stats-periods";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** The accountant's CSV downloads (docs/administration.md, "Reports"): a date range, then one link per file. */
export function ReportsPanel() {
  const { t } = useTranslation("adminStats");
  const today = new Date();
  const [from, setFrom] = useState(() => `${utcDay(today).slice(0, 8)}01`);
  const [to, setTo] = useState(() => utcDay(today));
  const valid = reportQuerySchema.safeParse({ from, to }).success;
  const query = new URLSearchParams({ from, to }).toString();
  return (
    <Card role="region" aria-labelledby="reports-heading">
      <CardHeader className="pb-3">
        <h2 id="reports-heading" className="text-base font-semibold">
          {t("reports.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("reports.description")}</p>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-4">
        <div className="space-y-1">
          <Label htmlFor="report-from">{t("reports.from")}</Label>
          <Input
            id="report-from"
            type="date"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
            className="w-44"
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="report-to">{t("reports.to")}</Label>
          <Input
            id="report-to"
            type="date"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={!valid}
            aria-describedby={valid ? undefined : "report-range-error"}
            className="w-44"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {REPORT_KINDS.map((kind) =>
            valid ? (
              <a
                key={kind}
                href={`/api/admin/reports/${kind}.csv?${query}`}
                download
                className={buttonVariants({ variant: "outline" })}
              >
                <Download aria-hidden="true" />
                {t(`reports.${kind}`)}
              </a>
            ) : (
              <span
                key={kind}
                aria-disabled="true"
                className={buttonVariants({ variant: "outline", className: "pointer-events-none opacity-50" })}
              >
                <Download aria-hidden="true" />
                {t(`reports.${kind}`)}
              </span>
            ),
          )}
        </div>
        {!valid && (
          <p id="report-range-error" role="alert" className="w-full text-sm text-destructive">
            {t("reports.rangeError")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
