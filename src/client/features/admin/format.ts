import { format } from "date-fns";

// Display helpers shared by the admin screens.

/** Lists and tables: "Mar 5, 2026". */
export function shortDate(date: string | Date): string {
  return format(new Date(date), "MMM d, yyyy");
}

/** Details: "March 5, 2026". */
export function longDate(date: string | Date): string {
  return format(new Date(date), "MMMM d, yyyy");
}

/** Logs (history, outbox): "Mar 5, 2026, 2:07 PM". */
export function dateTime(date: string | Date): string {
  return format(new Date(date), "MMM d, yyyy, h:mm a");
}

// People are named by shownAccount (src/shared/account-deletion.ts): "Deleted customer #12" once deleted.

/** "company_phone" → "Company Phone" (the settings screen's labels). */
export function titleCaseKey(key: string): string {
  return key
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}
