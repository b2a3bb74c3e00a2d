import type { TranslatorJobStatus } from "@shared/enums";
import { cn } from "@/lib/utils";

const styles: Record<TranslatorJobStatus, string> = {
  Assigned: "bg-amber-100 text-amber-900 border-amber-200",
  "In Progress": "bg-blue-100 text-blue-900 border-blue-200",
  Completed: "bg-green-100 text-green-900 border-green-200",
  Cancelled: "bg-red-100 text-red-900 border-red-200",
};

export function JobStatusBadge({ status }: { status: TranslatorJobStatus }) {
  return <span className={cn("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold", styles[status])}>{status}</span>;
}
