import { Download, FileText } from "lucide-react";
import type { AdminOrderDocument } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

/** File sizes outside the calculator: B, KB, MB or GB with one decimal, as the spec formats them. */
function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export function DocumentsCard({ documents }: { documents: AdminOrderDocument[] }) {
  return (
    <DetailCard title={`Documents (${documents.length})`}>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents uploaded yet.</p>
      ) : (
        <ul className="divide-y">
          {documents.map((doc) => (
            <li
              key={doc.id}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-start gap-3">
                <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0">
                  <p className="break-words font-medium">{doc.title}</p>
                  <p className="text-xs text-muted-foreground">
                    <span className="break-all">uploaded as {doc.originalFilename}</span> · {fileSize(doc.fileSize)} ·{" "}
                    {doc.wordCount.toLocaleString("en-US")} words
                    {doc.wordCountSource === "scan"
                      ? " (counted from a scan)"
                      : doc.wordCountSource === "agent"
                        ? " (counted by an agent)"
                        : doc.wordCountReview === "needed"
                          ? " (estimated — an agent will confirm)"
                          : doc.wordCountEstimated
                            ? " (estimated)"
                            : ""}
                  </p>
                </div>
              </div>
              <div className="flex items-center gap-2 pl-8 sm:pl-0">
                <StatusBadge status={doc.status} />
                <Button asChild size="sm" variant="outline">
                  <a
                    href={`/api/documents/${doc.id}/download`}
                    download
                    aria-label={`Download ${doc.title} (uploaded file)`}
                  >
                    <Download aria-hidden="true" />
                    Download
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
