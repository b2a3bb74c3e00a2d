import type { TranslatorStatus } from "@shared/enums";
import { cn } from "@/lib/utils";

// Spec 4: yellow, blue, emerald, red, green, grey in the status order.
const STYLES: Record<TranslatorStatus, string> = {
  Pending: "bg-yellow-100 text-yellow-900 border-yellow-200",
  "Email Verified": "bg-blue-100 text-blue-900 border-blue-200",
  "ID Verified": "bg-emerald-100 text-emerald-900 border-emerald-200",
  "ID Verification Failed": "bg-red-100 text-red-900 border-red-200",
  Approved: "bg-green-100 text-green-900 border-green-200",
  Rejected: "bg-gray-100 text-gray-800 border-gray-200",
};

export function TranslatorStatusBadge({ status }: { status: TranslatorStatus }) {
  return (
    <span className={cn("inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold", STYLES[status])}>
      {status}
    </span>
  );
}
