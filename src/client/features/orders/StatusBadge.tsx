import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "@/components/ui/badge";

// These statuses have a colour each (as the spec sets them); anything else is neutral grey.
const STATUS_TONES: Record<string, BadgeTone> = {
  pending: "amber",
  processing: "blue",
  completed: "green",
  cancelled: "red",
  translated: "indigo",
  uploaded: "sky",
  certified: "emerald",
  paid: "teal",
  failed: "rose",
  refunded: "violet",
  "ready for your review": "orange",
  "revision requested": "amber",
};

/** The status in the visitor's language (docs/customer-ui.md); a status the catalog does not know is shown as it is. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("orders");
  const label = t(`status.${status.toLowerCase().replaceAll(" ", "_")}` as "status.pending", { defaultValue: status });
  return (
    // Labels of several words ("Ready for your review") come written as they are shown.
    <Badge
      tone={STATUS_TONES[status.toLowerCase()] ?? "gray"}
      className={label.includes(" ") ? undefined : "capitalize"}
    >
      {label}
    </Badge>
  );
}
