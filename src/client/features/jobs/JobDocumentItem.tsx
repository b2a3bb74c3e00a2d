import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Download, FileCheck2, FileText, PenLine, Trash2 } from "lucide-react";
import { TRANSLATED_FILE_EXTENSIONS, checkTranslatedFile } from "@shared/file-types";
import { TRANSLATION_UPLOAD_HINT, type JobDocumentDto } from "@shared/schemas/jobs";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { fileSize, jobDate, jobDateTime } from "./job-format";
import { sourceDownloadUrl, useUploadTranslation } from "./job-queries";

type Props = { jobId: number; document: JobDocumentDto; canUpload: boolean; filesDeletedAt: string | null };

/**
 * One source document: download it, upload its translation (each upload is a new version), see the versions. Once
 * the customer's files are deleted there is nothing to download: the date they were deleted instead.
 */
export function JobDocumentItem({ jobId, document, canUpload, filesDeletedAt }: Props) {
  const { t } = useTranslation("workbench");
  const upload = useUploadTranslation(jobId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `translation-file-${document.id}`;

  function choose(file: File | undefined) {
    if (!file) return;
    const refusal = checkTranslatedFile({ name: file.name, size: file.size });
    setProblem(refusal);
    if (!refusal)
      upload.mutate(
        { documentId: document.id, file },
        { onSettled: () => inputRef.current && (inputRef.current.value = "") },
      );
  }

  const current = document.current;
  return (
    <li data-testid={`job-document-${document.id}`} className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-0">
            <p className="break-words font-medium">{document.title}</p>
            <p className="text-xs text-muted-foreground">
              <span className="break-all">uploaded as {document.originalFilename}</span> · {fileSize(document.fileSize)}{" "}
              · {document.wordCount.toLocaleString("en-US")} words
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 self-start sm:self-auto">
          <Button asChild size="sm">
            <Link
              href={`/translator/jobs/${jobId}/documents/${document.id}/editor`}
              aria-label={t("openEditorFor", { name: document.title })}
            >
              <PenLine aria-hidden="true" />
              {t("openEditor")}
            </Link>
          </Button>
          {filesDeletedAt ? (
            <p data-testid="source-deleted" className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Trash2 aria-hidden="true" className="size-4 shrink-0" />
              Files deleted on {jobDate(filesDeletedAt)}
            </p>
          ) : (
            <Button asChild size="sm" variant="outline">
              <a
                href={sourceDownloadUrl(jobId, document.id)}
                download
                aria-label={`Download source of ${document.title}`}
              >
                <Download aria-hidden="true" />
                Download Source
              </a>
            </Button>
          )}
        </div>
      </div>

      <div className="rounded-md bg-muted/60 p-3 text-sm">
        {current ? (
          <p className="flex items-start gap-2">
            <FileCheck2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            <span>
              <span className="font-medium">Current translation: version {current.version}</span> · {current.fileName} (
              {fileSize(current.fileSize)}), uploaded {jobDateTime(current.uploadedAt)}
              {document.versions.length > 1 && (
                <span className="text-muted-foreground"> · {document.versions.length - 1} earlier version(s) kept</span>
              )}
            </span>
          </p>
        ) : (
          <p className="text-muted-foreground">No translation uploaded yet.</p>
        )}
        {document.versions.length > 1 && (
          <ol className="mt-2 space-y-0.5 text-xs text-muted-foreground" aria-label={`Versions of ${document.title}`}>
            {document.versions.map((version) => (
              <li key={version.id}>
                Version {version.version} · {jobDateTime(version.uploadedAt)}
              </li>
            ))}
          </ol>
        )}
        {canUpload && (
          <div className="mt-3 space-y-1">
            <label htmlFor={inputId} className="font-medium">
              {current ? "Upload a new version" : "Upload translation"}
            </label>
            <Input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={TRANSLATED_FILE_EXTENSIONS.join(",")}
              disabled={upload.isPending}
              onChange={(event) => choose(event.target.files?.[0])}
              className="cursor-pointer bg-background file:mr-3 file:cursor-pointer file:rounded file:bg-secondary file:px-2 file:text-secondary-foreground"
              aria-describedby={`${inputId}-hint`}
            />
            <p id={`${inputId}-hint`} className={problem ? "text-destructive" : "text-xs text-muted-foreground"}>
              {problem ?? (upload.isPending ? "Uploading..." : TRANSLATION_UPLOAD_HINT)}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}
