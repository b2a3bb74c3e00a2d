import { ArrowRight } from "lucide-react";
import type { AdminOrderHistoryEntry } from "@shared/schemas/admin";
import { StatusBadge } from "@/features/orders/StatusBadge";
import { dateTime } from "@/features/admin/format";
import { DetailCard } from "@/features/admin/order-detail/DetailCard";

/** Every status change, oldest first: from → to, who, when and the note. */
export function HistoryCard({ history }: { history: AdminOrderHistoryEntry[] }) {
  return (
    <DetailCard title="Status history">
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">No status changes yet.</p>
      ) : (
        <ol className="space-y-4 border-l pl-4" aria-label="Status history">
          {history.map((entry) => (
            <li key={entry.id} data-testid="history-entry" className="relative text-sm">
              <span aria-hidden="true" className="absolute -left-[21px] top-1.5 size-2.5 rounded-full bg-primary" />
              <p className="flex flex-wrap items-center gap-2">
                {entry.fromStatus ? (
                  <StatusBadge status={entry.fromStatus} />
                ) : (
                  <span className="text-muted-foreground">Created</span>
                )}
                <ArrowRight aria-hidden="true" className="size-4 text-muted-foreground" />
                <span className="sr-only">to</span>
                <StatusBadge status={entry.toStatus} />
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                {dateTime(entry.createdAt)} · by{" "}
                {entry.changedByUsername ?? (entry.changedBy ? `user #${entry.changedBy}` : "system")}
              </p>
              {entry.note && <p className="mt-1 whitespace-pre-line">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </DetailCard>
  );
}
