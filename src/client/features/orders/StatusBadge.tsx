import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

// Spec 4: these statuses have a colour each; anything else is neutral grey.
const styles: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900 border-amber-200",
  processing: "bg-blue-100 text-blue-900 border-blue-200",
  completed: "bg-green-100 text-green-900 border-green-200",
  cancelled: "bg-red-100 text-red-900 border-red-200",
  translated: "bg-indigo-100 text-indigo-900 border-indigo-200",
  uploaded: "bg-sky-100 text-sky-900 border-sky-200",
  certified: "bg-emerald-100 text-emerald-900 border-emerald-200",
  paid: "bg-teal-100 text-teal-900 border-teal-200",
  failed: "bg-rose-100 text-rose-900 border-rose-200",
  refunded: "bg-violet-100 text-violet-900 border-violet-200",
  "ready for your review": "bg-orange-100 text-orange-900 border-orange-200",
  "revision requested": "bg-amber-100 text-amber-900 border-amber-200",
};

/** The status in the visitor's language (issue 18); a status the catalog does not know is shown as it is. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("orders");
  const label = t(`status.${status.toLowerCase().replaceAll(" ", "_")}` as "status.pending", { defaultValue: status });
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        // Labels of several words ("Ready for your review") come written as they are shown.
        !label.includes(" ") && "capitalize",
        styles[status.toLowerCase()] ?? "bg-gray-100 text-gray-800 border-gray-200",
      )}
    >
      {label}
    </span>
  );
}
