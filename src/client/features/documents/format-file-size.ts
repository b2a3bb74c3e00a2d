const UNITS = ["KB", "MB", "GB"] as const;

/** As the spec formats them: sizes outside the calculator show in B, KB, MB or GB with one decimal ("830 B", "1.5 KB", "2.0 MB"). */
export function formatFileSizeShort(bytes: number, locale = "en-US"): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // The locale's decimal mark: "1.5 KB" in English, "1,5 KB" in Turkish.
  return `${value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })} ${UNITS[unit]}`;
}
