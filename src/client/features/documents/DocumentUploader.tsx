import { useCallback, useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Upload } from "lucide-react";
import type { UploadDocumentResponse } from "@shared/schemas/documents";
import { Button } from "@/components/ui/button";
import { applyDocumentChange } from "./document-cache";
import { FileDropZone } from "./FileDropZone";
import { UploadQueueList } from "./UploadQueueList";
import { useUploadQueue } from "./use-upload-queue";

type DocumentUploaderProps = {
  orderId: number;
  /** Called once a round of uploads has ended, with the answers of the files that went through. */
  onUploaded: (results: UploadDocumentResponse[]) => void;
  /** Told when uploads start and end (e.g. to hold checkout meanwhile). */
  onBusyChange?: (busy: boolean) => void;
};

/** Pick or drop files, see them checked, then upload them one by one with a progress bar each. */
export function DocumentUploader({ orderId, onUploaded, onBusyChange }: DocumentUploaderProps) {
  const { t } = useTranslation("ordering");
  const queryClient = useQueryClient();
  const onFileUploaded = useCallback(
    (result: UploadDocumentResponse) =>
      applyDocumentChange(queryClient, { order: result.order, added: result.document }),
    [queryClient],
  );
  const queue = useUploadQueue(orderId, onFileUploaded);
  useEffect(() => onBusyChange?.(queue.isUploading), [queue.isUploading, onBusyChange]);

  async function uploadAll() {
    const results = await queue.upload();
    if (results.length) onUploaded(results);
  }

  return (
    <div className="space-y-4">
      <FileDropZone onFiles={queue.addFiles} disabled={queue.isUploading} />
      <UploadQueueList items={queue.items} onRemove={queue.remove} onRetry={queue.retry} busy={queue.isUploading} />
      <Button type="button" onClick={uploadAll} disabled={queue.isUploading} className="w-full sm:w-auto">
        <Upload aria-hidden="true" />
        {queue.isUploading ? t("files.uploadingButton") : uploadLabel(queue.readyCount, t)}
      </Button>
    </div>
  );
}

function uploadLabel(
  count: number,
  t: (key: "files.uploadButton" | "files.uploadOne" | "files.uploadMany", options?: { count: number }) => string,
): string {
  if (count === 0) return t("files.uploadButton");
  return count === 1 ? t("files.uploadOne") : t("files.uploadMany", { count });
}
