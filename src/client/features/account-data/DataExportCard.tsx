import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import type { DataExportDto, DataExportRequested, DataExportState } from "@shared/schemas/account-data";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { toast } from "@/hooks/use-toast";
import { apiRequest, apiMessage } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useTranslateMessage } from "@/lib/translate-message";
import { DATA_EXPORT_QUERY_KEY } from "./query-keys";

/** The date each state of the newest request is told with. */
function statusDate(latest: DataExportDto): string {
  if (latest.status === "ready" || latest.status === "expired") return latest.expiresAt ?? latest.requestedAt;
  if (latest.status === "downloaded") return latest.downloadedAt ?? latest.requestedAt;
  return latest.requestedAt;
}

/** Account Settings' "Download my data": ask for a ZIP of everything; the link comes by e-mail (docs/customer-ui.md). */
export function DataExportCard() {
  const { t } = useTranslation("accountData");
  const tm = useTranslateMessage();
  const f = useOrderFormat();
  const { data } = useQuery<DataExportState>({ queryKey: DATA_EXPORT_QUERY_KEY });
  const latest = data?.latest ?? null;
  const request = useMutation<DataExportRequested, Error>({
    mutationFn: async () => (await apiRequest("POST", "/api/user/data-export")).json(),
    onSuccess: (answer) => {
      queryClient.setQueryData(DATA_EXPORT_QUERY_KEY, { latest: answer.latest });
      toast({ title: t("export.requestedTitle"), description: tm(answer.message) });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: DATA_EXPORT_QUERY_KEY });
      toast({
        title: t("export.failedTitle"),
        description: tm(apiMessage(error, t("export.status.failed"))),
        variant: "destructive",
      });
    },
  });
  const preparing = latest?.status === "pending" || latest?.status === "preparing";

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t("export.title")}</h2>
        </CardTitle>
        <CardDescription>{t("export.text")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm">{t("export.how")}</p>
        {latest && (
          <p role="status" className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="data-export-status">
            {t(`export.status.${latest.status}`, { date: f.dateTime(statusDate(latest)) })}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          onClick={() => request.mutate()}
          disabled={request.isPending || preparing}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {request.isPending ? t("export.requesting") : t("export.request")}
        </Button>
      </CardContent>
    </Card>
  );
}
