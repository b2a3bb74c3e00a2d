import { useTranslation } from "react-i18next";
import type { OrderHistoryEntryDto } from "@shared/schemas/orders";
import enOrders from "@shared/i18n/catalogs/en/orders";
import { useOrderFormat } from "@/features/orders/use-order-format";
import { StatusBadge } from "@/features/orders/StatusBadge";

type NoteKey = keyof typeof enOrders.history.notes;

const DEFAULT_NOTES: Record<string, NoteKey> = {
  pending: "orderCreated",
  processing: "inProgress",
  completed: "delivered",
  cancelled: "cancelled",
};

// The notes the server writes in fixed words are shown translated; free-text notes (an admin's) as written.
const NOTE_BY_ENGLISH = new Map(Object.entries(enOrders.history.notes).map(([key, text]) => [text, key as NoteKey]));

/** Every status the order has had, oldest first, with its date and note. */
export function OrderHistoryTimeline({ history }: { history: OrderHistoryEntryDto[] }) {
  const { t } = useTranslation("orders");
  const f = useOrderFormat();
  if (history.length === 0) return <p className="text-sm text-muted-foreground">{t("history.empty")}</p>;
  const fixed = (text: string | null, entry: OrderHistoryEntryDto) => {
    const key = text
      ? NOTE_BY_ENGLISH.get(text)
      : entry.fromStatus === null
        ? "orderCreated"
        : DEFAULT_NOTES[entry.toStatus];
    return key ? t(`history.notes.${key}`) : text;
  };
  const note = (entry: OrderHistoryEntryDto) => {
    // A completion names its certificates after the note (src/server/orders/delivery-note.ts): "<note>. 1 certificate of … issued".
    const issued = entry.note?.match(/^(?:([\s\S]*)\. )?(\d+) certificates? of translation accuracy issued$/);
    if (!issued) return fixed(entry.note, entry);
    const certificates = t("timeline.certificates", { count: Number(issued[2]) });
    return issued[1] ? `${fixed(issued[1], entry)}. ${certificates}` : certificates;
  };
  return (
    <ol className="space-y-5 border-l-2 border-border pl-5" aria-label={t("history.label")}>
      {history.map((entry) => (
        <li key={entry.id} data-testid="history-entry" className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[27px] top-1 size-3 rounded-full border-2 border-background bg-primary"
          />
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={entry.toStatus} />
            <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
              {f.dateTime(entry.createdAt)}
            </time>
          </div>
          <p className="mt-1 text-sm">{note(entry)}</p>
        </li>
      ))}
    </ol>
  );
}
