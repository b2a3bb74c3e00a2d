import { Award, Download, FileCheck2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/features/orders/order-labels";
import { deliverableDownloadUrl, type DeliverableFile } from "./use-deliverables";

/** The translated files and certificates with a download button each. */
export function DeliverableList({ files }: { files: DeliverableFile[] }) {
  return (
    <Card>
      <ul className="divide-y">
        {files.map((file) => (
          <li key={`${file.kind}-${file.id}`} data-testid="deliverable" className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              {file.kind === "certificate" ? (
                <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-crimson" />
              ) : (
                <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              )}
              <div className="min-w-0">
                <p className="truncate font-medium" title={file.fileName}>
                  {file.fileName}
                </p>
                <p className="text-sm text-muted-foreground">
                  {file.kind === "certificate" ? "Certificate of Translation Accuracy for" : "Translation of"} {file.originalFilename}
                  {file.completedAt && ` · delivered ${formatDateTime(file.completedAt)}`}
                </p>
              </div>
            </div>
            <Button asChild size="sm" className="self-start sm:self-auto">
              <a href={deliverableDownloadUrl(file)} download aria-label={`Download ${file.fileName}`}>
                <Download aria-hidden="true" />
                Download
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
