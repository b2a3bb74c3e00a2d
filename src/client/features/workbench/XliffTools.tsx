import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Download, Upload } from "lucide-react";
import type { XliffImportResultDto } from "@shared/schemas/xliff";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { apiMessage, apiRequest } from "@/lib/api";
import { useTranslateMessage } from "@/lib/translate-message";
import { refetchSegments, xliffUrl } from "./workbench-queries";

type Props = { jobId: string; documentId: string };

/** XLIFF 2.0 / 1.2 out, and back in from the translator's own CAT tool (refused with the reason when it differs). */
export function XliffTools({ jobId, documentId }: Props) {
  const { t } = useTranslation("workbench");
  const tm = useTranslateMessage();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append("file", file, file.name);
      const result = (await (
        await apiRequest("POST", xliffUrl(jobId, documentId), form)
      ).json()) as XliffImportResultDto;
      toast({ title: t("xliff.imported", { updated: result.updated, unchanged: result.unchanged }) });
      await refetchSegments(jobId, documentId);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("xliff.importFailed"),
        description: tm(apiMessage(error, String(error))),
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div role="group" aria-label={t("xliff.title")} className="flex flex-wrap gap-2">
      {(["2.0", "1.2"] as const).map((version) => (
        <Button key={version} asChild size="sm" variant="outline">
          <a href={`${xliffUrl(jobId, documentId)}?version=${version}`} download>
            <Download aria-hidden="true" />
            {t(version === "2.0" ? "xliff.export20" : "xliff.export12")}
          </a>
        </Button>
      ))}
      <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {busy ? t("xliff.importing") : t("xliff.import")}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xlf,.xliff,application/xliff+xml,application/xml,text/xml"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
    </div>
  );
}
