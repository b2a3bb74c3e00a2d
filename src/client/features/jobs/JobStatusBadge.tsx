import type { TranslatorJobStatus } from "@shared/enums";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const STATUS_TONES: Record<TranslatorJobStatus, BadgeTone> = {
  Assigned: "amber",
  "In Progress": "blue",
  Completed: "green",
  Cancelled: "red",
};

export function JobStatusBadge({ status }: { status: TranslatorJobStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{status}</Badge>;
}
