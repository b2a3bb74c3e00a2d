import { format } from "date-fns";

/** "1,240 words" */
export function formatWords(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "word" : "words"}`;
}

/** The spec's detail format with the time: "March 2, 2026 3:30 PM". */
export function formatDateTime(value: string | Date): string {
  return format(new Date(value), "MMMM d, yyyy h:mm a");
}

/** The spec's list format: "Mar 2, 2026". */
export function formatShortDate(value: string | Date): string {
  return format(new Date(value), "MMM d, yyyy");
}
