import { cn } from "@/lib/utils";

const styles: Record<string, string> = {
  outbox: "bg-amber-100 text-amber-900 border-amber-200",
  queued: "bg-sky-100 text-sky-900 border-sky-200",
  sent: "bg-green-100 text-green-900 border-green-200",
  failed: "bg-red-100 text-red-900 border-red-200",
};

/** outbox (kept locally, no SMTP), queued (delivery pending or retrying), sent (accepted by SMTP) or failed (gave up). */
export function MailStatusBadge({ status }: { status: string }) {
  return (
    <span className={cn("inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize", styles[status] ?? "bg-gray-100 text-gray-800 border-gray-200")}>
      {status}
    </span>
  );
}
