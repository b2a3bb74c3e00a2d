import type { AdminFileAccessPage, OrderFilesDto } from "@shared/schemas/files";
import { Spinner } from "@/components/ui/spinner";
import { Pager } from "@/components/common/Pager";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";
import { dateTime, longDate } from "@/features/admin/format";
import { useFileAccessPage, useOrderFiles } from "./use-order-files";

const KIND_LABELS: Record<OrderFilesDto["deletedFiles"][number]["kind"], string> = {
  document: "Source document",
  translation: "Translation",
  certificate: "Certificate copy",
  notarized_scan: "Notarized scan",
  message_attachment: "File sent in messages",
};

const ROLE_LABELS = { user: "Customer", translator: "Translator", admin: "Admin" } as const;

/** The admin's view of an order's files (docs/decisions/029-customer-files.md): retention, the deletion, and who opened them. English, as every admin screen. */
export function AdminFilesCard({ orderId }: { orderId: number }) {
  const { data: files } = useOrderFiles(orderId, "admin");
  return (
    <DetailCard title="Customer files">
      <div className="space-y-4 text-sm" data-testid="admin-order-files">
        {!files ? <Spinner /> : <Retention files={files} />}
        <AccessLog orderId={orderId} />
      </div>
    </DetailCard>
  );
}

function Retention({ files }: { files: OrderFilesDto }) {
  if (files.deletedAt) {
    return (
      <div data-testid="admin-files-deleted">
        <p className="font-medium">
          Deleted on {longDate(files.deletedAt)}{" "}
          {files.deletionReason === "customer" ? "at the customer's request" : "after the retention period"}.
        </p>
        {files.deletedFiles.length > 0 && (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
            {files.deletedFiles.map((file, index) => (
              <li key={`${file.kind}-${index}`} className="break-words">
                {KIND_LABELS[file.kind]}: {file.name}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-xs text-muted-foreground">
          Certificate rows stay: their verification pages still answer.
        </p>
      </div>
    );
  }
  return (
    <p>
      {files.fileCount} stored file{files.fileCount === 1 ? "" : "s"}, encrypted at rest. Kept {files.retentionDays}{" "}
      days after completion or cancellation
      {files.plannedDeletionAt ? `: deletion planned on ${longDate(files.plannedDeletionAt)}` : ""}
      {files.noticeSentAt ? ` (customer told on ${longDate(files.noticeSentAt)})` : ""}.
    </p>
  );
}

function AccessLog({ orderId }: { orderId: number }) {
  const { query, view } = useFileAccessPage<AdminFileAccessPage>(`/api/admin/orders/${orderId}/file-access`);
  const page = query.data;
  return (
    <section aria-labelledby="admin-file-access-title">
      <h3 id="admin-file-access-title" className="mb-2 font-semibold">
        Who opened the files
      </h3>
      {!page ? (
        query.error ? (
          <p className="text-destructive">Could not load the access log.</p>
        ) : (
          <Spinner />
        )
      ) : page.items.length === 0 && !page.prevCursor ? (
        <p className="text-muted-foreground">Nobody has opened this order&apos;s files yet.</p>
      ) : (
        <>
          <ol className="divide-y" aria-label="File access log">
            {page.items.map((entry) => (
              <li key={entry.id} data-testid="admin-file-access-entry" className="py-2 first:pt-0">
                <p>
                  <span className="font-medium">{entry.name ?? entry.username ?? "Deleted account"}</span>
                  {entry.username && <span className="text-muted-foreground"> @{entry.username}</span>} ·{" "}
                  {ROLE_LABELS[entry.role]}
                </p>
                <p className="break-words text-muted-foreground">
                  {KIND_LABELS[entry.fileKind]}: {entry.fileName}
                </p>
                <p className="text-xs text-muted-foreground">
                  {dateTime(entry.at)} · <span className="font-mono">{entry.ipAddress ?? "unknown address"}</span>
                </p>
              </li>
            ))}
          </ol>
          {(page.nextCursor || page.prevCursor) && <Pager page={page} view={view} busy={query.isFetching} />}
        </>
      )}
    </section>
  );
}
