import { format } from "date-fns";
/** "March 5, 2026", or a dash. */
export function jobDate(date: string | null): string {
  return date ? format(new Date(date), "MMMM d, yyyy") : "—";
}

/** "Mar 5, 2026, 2:07 PM" */
export function jobDateTime(date: string): string {
  return format(new Date(date), "MMM d, yyyy, h:mm a");
}

/** B, KB, MB with one decimal, as the spec formats file sizes. */
export function fileSize(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
