import { Badge, type BadgeTone } from "@/components/ui/badge";

const STATUS_TONES: Record<string, BadgeTone> = { outbox: "amber", queued: "sky", sent: "green", failed: "red" };

/** outbox (kept locally, no SMTP), queued (delivery pending or retrying), sent (accepted by SMTP) or failed (gave up). */
export function MailStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={STATUS_TONES[status] ?? "gray"} className="capitalize">
      {status}
    </Badge>
  );
}
