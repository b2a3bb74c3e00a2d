// Display formats shared by every screen (as the spec gives them). Money is formatted by formatCents (money.ts).

const usLongDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

/** US long form, e.g. "November 23, 2026" (local time). */
export function formatUsLongDate(date: Date | string | number): string {
  return usLongDate.format(new Date(date));
}

const FILE_SIZE_UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** The calculator's size label: Bytes, KB, MB or GB with up to two decimals ("0 Bytes", "1.5 KB", "2.25 MB"). */
export function formatFileSize(bytes: number, locale = "en-US"): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** unit).toFixed(2));
  // The locale's decimal mark: "2.44 KB" in English, "2,44 KB" in Turkish.
  return `${value.toLocaleString(locale, { maximumFractionDigits: 2, useGrouping: false })} ${FILE_SIZE_UNITS[unit]}`;
}

/** Two digits for the countdown: 7 → "07". */
export function padTwo(value: number): string {
  return String(Math.max(0, Math.floor(value))).padStart(2, "0");
}
