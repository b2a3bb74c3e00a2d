import type { TimelineEventDto } from "@shared/timeline";
import { formatDateTime } from "@/features/orders/order-labels";

/** Every step of the order (issue 9): created, paid, assigned, drafts, revisions, approval, certified, completed, refunded. */
export function OrderTimeline({ events }: { events: TimelineEventDto[] }) {
  return (
    <ol className="space-y-4 border-l-2 border-border pl-5" aria-label="Order timeline">
      {events.map((event, index) => (
        <li key={`${event.kind}-${event.at}-${index}`} data-testid="timeline-event" data-kind={event.kind} className="relative">
          <span aria-hidden="true" className="absolute -left-[27px] top-1 size-3 rounded-full border-2 border-background bg-primary" />
          <p className="text-sm font-medium">{event.label}</p>
          <time dateTime={event.at} className="text-xs text-muted-foreground">
            {formatDateTime(event.at)}
          </time>
          {event.detail && <p className="mt-1 whitespace-pre-line break-words text-sm text-muted-foreground">{event.detail}</p>}
        </li>
      ))}
    </ol>
  );
}
