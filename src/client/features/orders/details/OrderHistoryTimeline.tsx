import type { OrderHistoryEntryDto } from "@shared/schemas/orders";
import { formatDateTime } from "@/features/orders/order-labels";
import { StatusBadge } from "@/features/orders/StatusBadge";

const DEFAULT_NOTES: Record<string, string> = {
  pending: "Order created",
  processing: "Translation in progress",
  completed: "Translation delivered",
  cancelled: "Order cancelled",
};

/** Every status the order has had, oldest first, with its date and note. */
export function OrderHistoryTimeline({ history }: { history: OrderHistoryEntryDto[] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No status changes yet.</p>;
  return (
    <ol className="space-y-5 border-l-2 border-border pl-5" aria-label="Status history">
      {history.map((entry) => (
        <li key={entry.id} data-testid="history-entry" className="relative">
          <span aria-hidden="true" className="absolute -left-[27px] top-1 size-3 rounded-full border-2 border-background bg-primary" />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={entry.toStatus} />
            <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
              {formatDateTime(entry.createdAt)}
            </time>
          </div>
          <p className="mt-1 text-sm">{entry.note ?? (entry.fromStatus === null ? "Order created" : DEFAULT_NOTES[entry.toStatus])}</p>
        </li>
      ))}
    </ol>
  );
}
