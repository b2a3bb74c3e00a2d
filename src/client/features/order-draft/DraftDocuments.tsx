import { useTranslation } from "react-i18next";
import { CircleAlert, RotateCcw, X } from "lucide-react";
import type { PriceCatalog } from "@shared/catalog";
import { Button } from "@/components/ui/button";
import { FileDropZone } from "@/features/documents/FileDropZone";
import { useTranslateMessage } from "@/lib/translate-message";
import { DraftItemCard } from "./DraftItemCard";
import { fileProblem } from "./file-problem";
import { UploadProgress } from "./DraftFileLine";
import type { DraftEditor, LocalUpload } from "./use-draft-editor";

type DraftDocumentsProps = { editor: DraftEditor; catalog: PriceCatalog; lockedOrderId: number | null };

/** Section 1 of /order: the drop zone (several files at once) and every document with its file and options. */
export function DraftDocuments({ editor, catalog, lockedOrderId }: DraftDocumentsProps) {
  const { t } = useTranslation("draftOrder");
  const { t: tOrdering } = useTranslation("ordering");
  const { state, server, uploads } = editor;
  const locked = lockedOrderId !== null;
  const files = new Map((server?.files ?? []).map((file) => [file.id, file]));
  // A file sent for a document shows in its card; the others (new documents) below the list.
  const boundUploads = new Map(
    uploads
      .filter((upload) => upload.itemIndex !== null && upload.status !== "failed")
      .map((upload) => [upload.itemIndex as number, upload]),
  );
  const looseUploads = uploads.filter((upload) => upload.itemIndex === null || upload.status === "failed");

  return (
    <section
      aria-labelledby="draft-documents-title"
      className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="draft-documents-title" className="text-lg font-semibold">
          {t("documents.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("documents.hint")}</p>
      </div>
      {locked ? (
        <p className="rounded-md bg-secondary p-3 text-sm text-secondary-foreground">
          {t("documents.locked", { id: lockedOrderId })}
        </p>
      ) : (
        <FileDropZone onFiles={editor.addFiles} />
      )}
      {/* Once the draft is an order its files belong to the order (the draft keeps none): the note says where. */}
      {state.items.length > 0 && (!locked || files.size > 0) && (
        <ol className="space-y-3" aria-label={t("documents.listLabel")}>
          {state.items.map((item, index) => (
            <li key={item.fileId ?? `typed-${index}`}>
              <DraftItemCard
                index={index}
                item={item}
                file={item.fileId === null ? undefined : files.get(item.fileId)}
                upload={boundUploads.get(index)}
                catalog={catalog}
                serviceType={state.serviceType}
                isPhysicalDelivery={state.isPhysicalDelivery}
                locked={locked}
                onChange={(changes) =>
                  editor.change((draft) => ({
                    ...draft,
                    items: draft.items.map((other, position) =>
                      position === index ? { ...other, ...changes } : other,
                    ),
                  }))
                }
                onRemove={() => void editor.removeItem(index)}
                onAttach={(file) => editor.attachFile(index, file)}
              />
            </li>
          ))}
        </ol>
      )}
      {looseUploads.length > 0 && (
        <ul className="space-y-2" aria-label={tOrdering("files.queueLabel")}>
          {looseUploads.map((upload) => (
            <LooseUpload key={upload.key} upload={upload} editor={editor} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A file becoming a new document (progress), or one refused before the server kept it (why, retry, remove). */
function LooseUpload({ upload, editor }: { upload: LocalUpload; editor: DraftEditor }) {
  const { t } = useTranslation("draftOrder");
  const tm = useTranslateMessage();
  const failed = upload.status === "failed";
  // A file the shared check refused (type, size) would be refused again: no retry.
  const refusedHere = fileProblem(upload.file) !== null;
  return (
    <li
      className="flex items-start gap-3 rounded-md border p-3 text-sm"
      data-testid="draft-upload"
      data-status={upload.status}
    >
      {failed && <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />}
      <div className="min-w-0 flex-1">
        <p className="break-all font-medium">{upload.file.name}</p>
        {failed ? (
          <p role="alert" className="text-destructive">
            <span className="font-medium">{t("documents.uploadFailed")}</span>:{" "}
            {upload.error ? tm(upload.error) : t("documents.uploadFailedText")}
          </p>
        ) : (
          <UploadProgress upload={upload} />
        )}
      </div>
      {failed && (
        <>
          {!refusedHere && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={() => editor.retryUpload(upload.key)}
              aria-label={t("documents.retry", { name: upload.file.name })}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => editor.dismissUpload(upload.key)}
            aria-label={t("documents.dismiss", { name: upload.file.name })}
          >
            <X aria-hidden="true" />
          </Button>
        </>
      )}
    </li>
  );
}
