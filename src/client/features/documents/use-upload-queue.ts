import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentDto } from "@shared/schemas/documents";
import { checkOrderDocument } from "@shared/file-types";
import { NO_FILE_MESSAGE, type UploadDocumentResponse } from "@shared/schemas/documents";
import type { TFunction } from "i18next";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useTranslateMessage } from "@/lib/translate-message";
import { uploadDocumentRequest } from "./upload-document-request";

/** "counting": every byte is sent and the server is reading the file (OCR of a photo takes seconds). */
export type QueuedFileState = "ready" | "uploading" | "counting" | "uploaded" | "failed" | "invalid";

export type QueuedFile = {
  key: string;
  file: File;
  state: QueuedFileState;
  /** 0..1 while uploading. */
  progress: number;
  /** Why the file was refused, or what it counted once uploaded. */
  message?: string;
};

let nextKey = 0;

/**
 * The files picked for upload and their progress. Each file is checked with the shared rule first
 * (an invalid one gets the 'Invalid file' toast); upload() then sends the valid ones one at a time.
 */
export function useUploadQueue(orderId: number, onUploaded: (result: UploadDocumentResponse) => void) {
  const { t } = useTranslation(["ordering", "recount"]);
  const tm = useTranslateMessage();
  const f = useOrderFormat();
  const [items, setItems] = useState<QueuedFile[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const uploading = useRef(false);

  const patch = useCallback((key: string, changes: Partial<QueuedFile>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  const addFiles = useCallback(
    (files: File[]) => {
      const added = files.map<QueuedFile>((file) => {
        const problem = checkOrderDocument(file);
        nextKey += 1;
        return {
          key: `file-${nextKey}`,
          file,
          state: problem ? "invalid" : "ready",
          progress: 0,
          message: problem ?? undefined,
        };
      });
      const invalid = added.filter((item) => item.state === "invalid");
      // One toast at a time (as the spec sets it): the last refused file is named; every refusal stays listed with its reason.
      invalid.forEach((item) =>
        toast({
          title: t("files.invalid"),
          description: `${item.file.name}: ${tm(item.message)}`,
          variant: "destructive",
        }),
      );
      // Files that finished in an earlier round leave the list; they are in the documents list now.
      setItems((current) => [...current.filter((item) => item.state !== "uploaded"), ...added]);
    },
    [t, tm],
  );

  const remove = useCallback((key: string) => setItems((current) => current.filter((item) => item.key !== key)), []);
  const retry = useCallback((key: string) => patch(key, { state: "ready", progress: 0, message: undefined }), [patch]);

  /** Uploads every ready file in turn; returns the server's answers of the ones that succeeded. */
  const upload = useCallback(async (): Promise<UploadDocumentResponse[]> => {
    if (uploading.current) return [];
    const ready = items.filter((item) => item.state === "ready");
    if (ready.length === 0) {
      toast({ title: t("files.noFilesTitle"), description: tm(NO_FILE_MESSAGE), variant: "destructive" });
      return [];
    }
    uploading.current = true;
    setIsUploading(true);
    const results: UploadDocumentResponse[] = [];
    try {
      for (const item of ready) {
        patch(item.key, { state: "uploading", progress: 0 });
        try {
          // Once the last byte is sent the server counts the words: say so rather than "Uploading 100%".
          const result = await uploadDocumentRequest(orderId, item.file, (progress) =>
            patch(item.key, progress >= 1 ? { state: "counting", progress } : { progress }),
          );
          results.push(result);
          patch(item.key, { state: "uploaded", progress: 1, message: countMessage(result.document, f.words, t) });
          onUploaded(result);
        } catch (error) {
          const message = errorMessage(error, t("files.uploadFailedText"));
          patch(item.key, { state: "failed", progress: 0, message });
          toast({ title: t("files.uploadFailedTitle"), description: tm(message), variant: "destructive" });
        }
      }
    } finally {
      uploading.current = false;
      setIsUploading(false);
    }
    return results;
  }, [items, orderId, onUploaded, patch, t, tm, f]);

  const readyCount = items.filter((item) => item.state === "ready").length;
  return { items, addFiles, remove, retry, upload, isUploading, readyCount };
}

/**
 * What an uploaded file counted: "1,240 words", with " (counted from a scan)" or " (estimated — an agent will
 * confirm)"; "Counting words…" when the server answered before it finished reading (it goes on in the background).
 */
function countMessage(
  document: DocumentDto,
  words: (count: number) => string,
  t: TFunction<["ordering", "recount"]>,
): string {
  if (document.analysisStatus === "pending") return t("files.counting");
  const suffix =
    document.wordCountSource === "scan"
      ? t("files.scan")
      : document.wordCountSource === "agent"
        ? t("recount:agent")
        : document.wordCountSource === "estimated"
          ? document.wordCountReview === "needed"
            ? t("recount:estimated")
            : t("files.estimated")
          : null;
  return words(document.wordCount) + (suffix ? ` (${suffix})` : "");
}
