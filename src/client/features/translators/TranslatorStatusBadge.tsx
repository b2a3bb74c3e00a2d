import type { TranslatorStatus } from "@shared/enums";
import { Badge, type BadgeTone } from "@/components/ui/badge";

// The spec's colours: yellow, blue, emerald, red, green, grey in the status order.
const STATUS_TONES: Record<TranslatorStatus, BadgeTone> = {
  Pending: "yellow",
  "Email Verified": "blue",
  "ID Verified": "emerald",
  "ID Verification Failed": "red",
  Approved: "green",
  Rejected: "gray",
};

export function TranslatorStatusBadge({ status }: { status: TranslatorStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} className="whitespace-nowrap">
      {status}
    </Badge>
  );
}
