import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Paperclip } from "lucide-react";
import { checkOrderDocument, ORDER_DOCUMENT_EXTENSIONS } from "@shared/file-types";
import type { UploadDocumentResponse } from "@shared/schemas/documents";
import { toast } from "@/hooks/use-toast";
import { apiMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useTranslateMessage } from "@/lib/translate-message";
import { applyDocumentChange } from "./document-cache";
import { uploadDocumentRequest } from "./upload-document-request";

type AttachFileButtonProps = {
  orderId: number;
  itemId: number;
  /** Names the document in the button's accessible name ("Attach file to Document 1"). */
  itemLabel: string;
  onUploaded: (result: UploadDocumentResponse) => void;
  disabled?: boolean;
};

/** Uploads one file for one ordered document (POST /api/documents with itemId); the order comes back re-priced. */
export function AttachFileButton({ orderId, itemId, itemLabel, onUploaded, disabled }: AttachFileButtonProps) {
  const { t } = useTranslation("ordering");
  const tm = useTranslateMessage();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);

  async function attach(file: File | undefined) {
    if (!file) return;
    const problem = checkOrderDocument(file);
    if (problem) {
      toast({ title: t("files.invalid"), description: `${file.name}: ${tm(problem)}`, variant: "destructive" });
      return;
    }
    setProgress(0);
    try {
      const result = await uploadDocumentRequest(orderId, file, setProgress, itemId);
      applyDocumentChange(queryClient, { order: result.order, added: result.document });
      onUploaded(result);
    } catch (error) {
      toast({
        title: t("files.uploadFailedTitle"),
        description: tm(apiMessage(error, t("files.uploadFailedText"))),
        variant: "destructive",
      });
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <span className="inline-flex">
      <input
        id={inputId}
        type="file"
        className="peer sr-only"
        accept={ORDER_DOCUMENT_EXTENSIONS.join(",")}
        disabled={disabled || busy}
        aria-label={t("files.attachTo", { label: itemLabel })}
        data-testid={`attach-item-${itemId}`}
        onChange={(event) => {
          void attach(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <label
        htmlFor={inputId}
        aria-hidden="true"
        className={cn(
          "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-input bg-background px-3 text-sm font-medium shadow-sm hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
          (disabled || busy) && "pointer-events-none opacity-60",
        )}
      >
        <Paperclip aria-hidden="true" className="size-4" />
        {/* Once every byte is sent the server is counting the words (OCR of a photo takes seconds). */}
        {busy
          ? (progress ?? 0) >= 1
            ? t("files.counting")
            : t("files.attaching", { percent: Math.round((progress ?? 0) * 100) })
          : t("files.attach")}
      </label>
    </span>
  );
}
