import { useTranslation } from "react-i18next";
import type { TimelineEventDto } from "@shared/timeline";
import enOrders from "@shared/i18n/catalogs/en/orders";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { useDeletedFilesText } from "@/features/files/use-files-text";

type LabelKey = keyof typeof enOrders.timeline.labels;
type DetailKey = keyof typeof enOrders.timeline.details;

// The timeline (src/shared/timeline.ts) names its steps in English; the known words are translated here, while
// amounts (US dollars), carriers, tracking numbers and the customer's own comments stay as they are.
const LABEL_BY_ENGLISH = new Map(
  Object.entries(enOrders.timeline.labels).map(([key, text]) => [text, key as LabelKey]),
);
const DETAIL_BY_ENGLISH = new Map(
  Object.entries(enOrders.timeline.details).map(([key, text]) => [text, key as DetailKey]),
);
const CERTIFICATES = /^(\d+) certificates? of translation accuracy issued$/;

/** Every step of the order: created, paid, assigned, drafts, revisions, approval, certified, completed, refunded. */
export function OrderTimeline({ events }: { events: TimelineEventDto[] }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  const deletedFiles = useDeletedFilesText();
  const label = (text: string) => {
    const key = LABEL_BY_ENGLISH.get(text);
    return key ? t(`timeline.labels.${key}`) : text;
  };
  const detail = (text: string) => {
    const key = DETAIL_BY_ENGLISH.get(text);
    if (key) return t(`timeline.details.${key}`);
    const certificates = text.match(CERTIFICATES);
    return certificates ? t("timeline.certificates", { count: Number(certificates[1]) }) : text;
  };
  return (
    <ol className="space-y-4 border-l-2 border-border pl-5" aria-label={t("timeline.label")}>
      {events.map((event, index) => (
        <li
          key={`${event.kind}-${event.at}-${index}`}
          data-testid="timeline-event"
          data-kind={event.kind}
          className="relative"
        >
          <span
            aria-hidden="true"
            className="absolute -left-[27px] top-1 size-3 rounded-full border-2 border-background bg-primary"
          />
          <p className="text-sm font-medium">
            {event.kind === "files_deleted" ? deletedFiles.label(event.label) : label(event.label)}
          </p>
          <time dateTime={event.at} className="text-xs text-muted-foreground">
            {f.dateTime(event.at)}
          </time>
          {event.detail && (
            <p className="mt-1 whitespace-pre-line break-words text-sm text-muted-foreground">
              {event.kind === "files_deleted" ? deletedFiles.detail(event.detail) : detail(event.detail)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
