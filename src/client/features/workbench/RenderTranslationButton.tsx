import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileCheck2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { apiMessage, apiRequest } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import { useTranslateMessage } from "@/lib/translate-message";
import { translatorJobKey } from "@/features/jobs/job-queries";

type Props = { jobId: string; documentId: string; confirmed: number; total: number };

/**
 * "Make the translation PDF" (issue 39 item 7, docs/deliverable.md): once every segment is confirmed, the segments
 * become the document's new translation version, rendered on US Letter; then the checks run on them (the job page
 * shows the report). Uploading a file instead stays possible on the job page.
 */
export function RenderTranslationButton({ jobId, documentId, confirmed, total }: Props) {
  const { t } = useTranslation("workbench");
  const tm = useTranslateMessage();
  const [busy, setBusy] = useState(false);
  const ready = total > 0 && confirmed === total;

  async function render() {
    setBusy(true);
    try {
      await apiRequest("POST", `${translatorJobKey(jobId)}/documents/${documentId}/render`);
      // The checks' report for what was just rendered; a failure here is shown on the job page, not a failed render.
      await apiRequest("POST", `${translatorJobKey(jobId)}/documents/${documentId}/checks`).catch(() => undefined);
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(translatorJobKey(jobId)),
      });
      toast({ title: t("render.done") });
    } catch (error) {
      toast({ variant: "destructive", title: t("render.failed"), description: tm(apiMessage(error, String(error))) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" disabled={!ready || busy} onClick={() => void render()} data-testid="render-translation">
        <FileCheck2 aria-hidden="true" />
        {busy ? t("render.busy") : t("render.button")}
      </Button>
      {!ready && (
        <span className="text-sm text-muted-foreground">{t("render.needsAll", { left: total - confirmed })}</span>
      )}
    </div>
  );
}
