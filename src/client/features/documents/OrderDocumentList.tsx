import { useTranslation } from "react-i18next";
import { Download, FileText, Trash2 } from "lucide-react";
import type { DocumentDto } from "@shared/schemas/documents";
import { Button } from "@/components/ui/button";
import { DocumentWords } from "./DocumentWords";
import { formatFileSizeShort } from "./format-file-size";
import { numberLocale } from "@/features/orders/use-order-format";
import { DeletedOn } from "@/features/files/DeletedOn";

type OrderDocumentListProps = {
  documents: DocumentDto[];
  /** Shown while the order is pending: removing a document changes the price. */
  onDelete?: (document: DocumentDto) => void;
  deletingId?: number;
  /** Set once the order's files were deleted: "Deleted on <date>" instead of the download. */
  deletedAt?: string | null;
};

/** An order's uploaded documents: name, size, words (estimate marked), download, and remove while pending. */
export function OrderDocumentList({ documents, onDelete, deletingId, deletedAt }: OrderDocumentListProps) {
  const { t, i18n } = useTranslation("ordering");
  const locale = numberLocale(i18n.language);
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">{t("files.none")}</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label={t("files.listLabel")}>
      {documents.map((document) => (
        <li key={document.id} data-testid="order-document" className="flex items-center gap-3 p-3">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="break-all text-sm font-medium">{document.originalFilename}</p>
            <p className="text-xs text-muted-foreground">
              {formatFileSizeShort(document.fileSize, locale)} · <DocumentWords document={document} />
            </p>
          </div>
          {deletedAt ? (
            <DeletedOn date={deletedAt} />
          ) : (
            <Button asChild variant="ghost" size="icon" className="size-8">
              <a
                href={`/api/documents/${document.id}/download`}
                download
                aria-label={t("files.download", { name: document.originalFilename })}
              >
                <Download aria-hidden="true" />
              </a>
            </Button>
          )}
          {onDelete && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8 text-destructive hover:text-destructive"
              disabled={deletingId === document.id}
              onClick={() => onDelete(document)}
              aria-label={t("files.remove", { name: document.originalFilename })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
