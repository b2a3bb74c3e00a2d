import { formatDateTime } from "@/features/orders/order-labels";
import { isTurkish, numberLocale, turkishDateTime } from "@/features/orders/use-order-format";
import { formatFileSizeShort } from "@/features/documents/format-file-size";

/** Dates and sizes of the thread in the screen's language ("March 2, 2026 3:30 PM" / "2 Mart 2026 15:30"). */
export function threadFormat(language: string | undefined) {
  const turkish = isTurkish(language);
  return {
    dateTime: (value: string | Date) => (turkish ? turkishDateTime(value) : formatDateTime(value)),
    fileSize: (bytes: number) => formatFileSizeShort(bytes, numberLocale(language)),
  };
}
